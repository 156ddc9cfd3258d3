// Debian's chromium through Playwright (npx playwright install cannot download browsers here).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

/** Debian chromium's flags for every headless run (the one list: `chromium-args.json`, read by the Playwright configs too). */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

/**
 * Added for test runs that only check behaviour (e2e, the hostile suite, the Storybook smoke test), never for runs
 * that measure (audit, bench, visual): V8's optimising tiers off (`chromium-test-args.json`, decision 1964). A test's
 * page lives a few seconds, too short for Maglev or TurboFan code to pay back its compile; measured 12 % less CPU.
 */
export const TEST_ONLY_ARGS = JSON.parse(readFileSync(new URL('./chromium-test-args.json', import.meta.url), 'utf8'));

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Full chromium by default (benchmarks and audits measure what a browser does); `{ shell: true }` takes Debian's
 * chromium-headless-shell, half the CPU per page, for test runs that only check behaviour (decision 1881), with the
 * test-only flags.
 */
export function launchChromium(extraArgs = [], { shell = false } = {}) {
  const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);
  return chromium.launch({
    executablePath: (shell && shellPath) || (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(shell ? TEST_ONLY_ARGS : []), ...extraArgs],
  });
}
