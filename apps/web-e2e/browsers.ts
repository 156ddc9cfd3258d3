import { existsSync } from 'node:fs';

/**
 * The browsers of the Playwright suites (Debian's: `npx playwright install` cannot download here; `npm test` installs
 * both packages). Decision 1881.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's full chromium: the visual suite's baselines were taken with it, and its pixels differ from the shell's. */
export const FULL_CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (the same Blink as chromium, without the browser UI layer; what Playwright itself
 * runs headless): measured at half the CPU per e2e test of full chromium. Full chromium where it is missing.
 */
export const TEST_CHROMIUM = process.env['CHROMIUM_HEADLESS_SHELL_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
