import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browsers';
import { findWorkspaceRoot } from './workspace-root';

/**
 * The visual regression suite (issue 14 item 2): screenshots of the key pages × sites main, us, tr × 390, 768 and
 * 1440 px × en and ar (ar where the site serves it), compared with the baselines committed in
 * `apps/web-e2e/visual-baselines/`. Own port and output dir, so it runs beside the main suite on the same build.
 * Update the baselines with `npm run test:visual:update` (rewrites only the screenshots that no longer match).
 */
const port = Number(process.env['VISUAL_E2E_PORT'] ?? 3170);
// The shared helpers (`src/support/sites.ts`) build site origins from E2E_PORT: point them at this suite's server.
process.env['E2E_PORT'] = String(port);
const workspaceRoot = findWorkspaceRoot();
const outputRoot = process.env['E2E_OUTPUT_DIR'] ?? join(workspaceRoot, 'dist/e2e-visual');

const launchOptions = {
  executablePath: FULL_CHROMIUM,
  args: [
    ...CHROMIUM_ARGS,
    // Same pixels on every run: no LCD subpixel text, no GPU raster differences, sRGB.
    '--disable-lcd-text',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
  // The same glyphs on every machine (decision 1730): a fontconfig with no system font directory, whose only font is
  // the app's own Inter, so nothing on a screenshot depends on the fonts the machine happens to have.
  env: { ...process.env, FONTCONFIG_FILE: join(__dirname, 'fonts', 'fonts.conf') },
};

export default defineConfig({
  testDir: './src/visual',
  // `*.visual.ts`, so the main config (testDir ./src, default *.spec.ts) never runs these.
  testMatch: '**/*.visual.ts',
  outputDir: join(outputRoot, 'test-results'),
  snapshotPathTemplate: '{testDir}/../../visual-baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: !!process.env['CI'],
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // 1% of the pixels may differ (anti-aliasing of text at a new glyph cache, sub-pixel layout), each pixel by
      // Playwright's default colour threshold; a moved block, a missing logo or a sideways shift is far more.
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list'],
    ['json', { outputFile: join(outputRoot, 'results.json') }],
    ['html', { open: 'never', outputFolder: join(outputRoot, 'report') }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions, deviceScaleFactor: 1 } }],
  webServer: {
    command: `${join(workspaceRoot, 'node_modules/.bin/next')} start -p ${port}`,
    cwd: join(workspaceRoot, 'apps/web'),
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    // No gzip on loopback (decision 1936): compression is the CDN's job, and here only CPU taken from the browsers.
    env: { NEXT_TELEMETRY_DISABLED: '1', EXCHANGE_API_ORIGIN: '', WEB_COMPRESS: 'off' },
  },
});
