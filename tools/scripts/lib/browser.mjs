// Debian's chromium through Playwright (npx playwright install cannot download browsers here).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

/** Debian chromium's flags for every headless run (the one list: `chromium-args.json`, read by the Playwright configs too). */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'));

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Full chromium by default (benchmarks and audits measure what a browser does); `{ shell: true }` takes Debian's
 * chromium-headless-shell, half the CPU per page, for test runs that only check behaviour (decision 1881).
 */
export function launchChromium(extraArgs = [], { shell = false } = {}) {
  const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);
  return chromium.launch({
    executablePath: (shell && shellPath) || (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
