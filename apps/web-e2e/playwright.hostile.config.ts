import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from './browsers';
import { findWorkspaceRoot } from './workspace-root';

/**
 * The hostile-upstream suite (issue 13 item 7, decision 0811): the production build in real-exchange mode, its
 * EXCHANGE_API_ORIGIN pointing at tools/hostile-upstream/server.mjs on loopback. Own ports and output dir, so it
 * can run beside the main suite; it reuses the main suite's build (the e2e-hostile target depends on web:build).
 */
const port = Number(process.env['HOSTILE_E2E_PORT'] ?? 3150);
const upstreamPort = Number(process.env['HOSTILE_UPSTREAM_PORT'] ?? port + 1);
/** `npm start`'s server (tools/scripts/serve.mjs) in sandbox mode, for its own limits (issue 26 items 4, 6a, 1). */
const sandboxPort = Number(process.env['HOSTILE_SANDBOX_PORT'] ?? port + 2);
const workspaceRoot = findWorkspaceRoot();
const outputRoot = process.env['E2E_OUTPUT_DIR'] ?? join(workspaceRoot, 'dist/e2e-hostile');

const launchOptions = { executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS };

export default defineConfig({
  testDir: './src/hostile',
  // `*.hostile.ts`, so the main config (testDir ./src, default *.spec.ts) never runs these against the sandbox.
  testMatch: '**/*.hostile.ts',
  outputDir: join(outputRoot, 'test-results'),
  // One worker: the page tests switch the upstream's global mode.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  timeout: 45_000,
  // The soak (hardening.hostile.ts) sets its own, longer timeout.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(outputRoot, 'results.json') }]],
  use: { baseURL: `http://localhost:${port}`, launchOptions },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      command: `node ${join(workspaceRoot, 'tools/hostile-upstream/server.mjs')} --port ${upstreamPort}`,
      url: `http://127.0.0.1:${upstreamPort}/__hostile/stats`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: `${join(workspaceRoot, 'node_modules/.bin/next')} start -p ${port}`,
      cwd: join(workspaceRoot, 'apps/web'),
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        EXCHANGE_API_ORIGIN: `http://127.0.0.1:${upstreamPort}`,
        EXCHANGE_PROXY_TIMEOUT_MS: '4000',
        // As the Docker image and serve.mjs's workers run (decision 1977): two malloc arenas.
        MALLOC_ARENA_MAX: '2',
        // Required against a real exchange in production (decision 1740); a fixed test value.
        CSRF_SECRET: 'hostile-suite-csrf-secret-0123456789abcdef',
      },
    },
    {
      command: `node ${join(workspaceRoot, 'tools/scripts/serve.mjs')} --port ${sandboxPort} --workers 1`,
      url: `http://localhost:${sandboxPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { NEXT_TELEMETRY_DISABLED: '1', EXCHANGE_API_ORIGIN: '' },
    },
  ],
});
