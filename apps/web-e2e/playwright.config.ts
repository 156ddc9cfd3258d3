import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { TEST_CHROMIUM, TEST_CHROMIUM_ARGS } from './browsers';
import { findWorkspaceRoot } from './workspace-root';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const workspaceRoot = findWorkspaceRoot();
/** Separate runs (e.g. two engineers on one machine) need their own E2E_PORT and E2E_OUTPUT_DIR. */
const outputRoot = process.env['E2E_OUTPUT_DIR'] ?? join(workspaceRoot, 'dist/e2e');

const launchOptions = { executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_ARGS };

export default defineConfig({
  testDir: './src',
  outputDir: join(outputRoot, 'test-results'),
  fullyParallel: true,
  // Four workers on two cores (decision 1881): with chromium-headless-shell a test waits on the network and timers more
  // than it computes, and two workers left a core idle. E2E_WORKERS overrides.
  workers: Number(process.env['E2E_WORKERS'] ?? 4) || 4,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: !!process.env['CI'],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(outputRoot, 'results.json') }],
    ['html', { open: 'never', outputFolder: join(outputRoot, 'report') }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // The production build (built by the e2e target's dependency web:build), with the embedded sandbox.
    // Idle keep-alive sockets kept 65 s, as the Docker image runs (KEEP_ALIVE_TIMEOUT): with Node's 5 s, a test's API
    // request could go out on a socket the server was closing that moment (`read ECONNRESET`, seen in CI twice).
    command: `${join(workspaceRoot, 'node_modules/.bin/next')} start -p ${port} --keepAliveTimeout 65000`,
    cwd: join(workspaceRoot, 'apps/web'),
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    // No gzip on loopback (decision 1936): compression is the CDN's job, and here only CPU taken from the browsers.
    env: { NEXT_TELEMETRY_DISABLED: '1', EXCHANGE_API_ORIGIN: '', WEB_COMPRESS: 'off' },
  },
});
