import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from './workspace-root';

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

/** Debian chromium's flags for every headless run: one list, shared with the repository's scripts. */
export const CHROMIUM_ARGS: string[] = JSON.parse(readFileSync(join(findWorkspaceRoot(), 'tools/scripts/lib/chromium-args.json'), 'utf8'));

/**
 * The flags of the suites that only check behaviour (e2e, hostile): the shared list plus the test-only ones
 * (`chromium-test-args.json`: V8's optimising tiers off, decision 1964). The visual suite keeps `CHROMIUM_ARGS`.
 */
export const TEST_CHROMIUM_ARGS: string[] = [
  ...CHROMIUM_ARGS,
  ...(JSON.parse(readFileSync(join(findWorkspaceRoot(), 'tools/scripts/lib/chromium-test-args.json'), 'utf8')) as string[]),
];
