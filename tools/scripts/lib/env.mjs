// Shared environment for the repository's scripts: no telemetry, no cloud, cache inside the clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const quietEnv = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TELEMETRY: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  NX_CACHE_DIRECTORY: process.env.NX_CACHE_DIRECTORY ?? join(root, '.nx/cache'),
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The e2e, hostile and Storybook suites' browser (decision 1881); the visual suite keeps full chromium.
  CHROMIUM_HEADLESS_SHELL_PATH: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
};

export const env = { ...process.env, ...quietEnv };
for (const [k, v] of Object.entries(quietEnv)) if (v === '') delete env[k];

export function run(cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, status: r.status ?? 1, seconds };
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return true;
  console.log('Installing dependencies (npm ci)…');
  return run('npm', ['ci', '--no-audit', '--no-fund']).ok;
}

/**
 * A Debian package through apt-get (sudo when not root), when `binary` is missing: `apt-get update` once, then
 * `apt-get install -y <name>`. True when `binary` exists afterwards.
 */
export function ensureDebianPackage(name, binary) {
  if (existsSync(binary)) return true;
  console.log(`Installing Debian ${name} (apt-get)…`);
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const aptGet = (...args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!aptGet('update', '-qq').ok) return false;
  return aptGet('install', '-y', '-qq', name).ok && existsSync(binary);
}

/** Debian's chromium for Playwright, Storybook smoke tests and benchmarks. */
export function ensureChromium() {
  return (
    ensureDebianPackage('chromium', env.CHROMIUM_PATH) && ensureDebianPackage('chromium-headless-shell', env.CHROMIUM_HEADLESS_SHELL_PATH)
  );
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
