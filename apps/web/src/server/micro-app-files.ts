import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The sandbox's static host for micro-apps (decision 1110): `/sandbox-static/micro/<name>/<file>`. */
export const MICRO_APP_FILES = ['entry.js', 'manifest.json'] as const;
export type MicroAppFile = (typeof MICRO_APP_FILES)[number];

/** Sandbox fault injection for e2e and reviewers: `sandbox_micro_app_fault=<name>:missing|throw`. */
export const MICRO_APP_FAULT_COOKIE = 'sandbox_micro_app_fault';
export type MicroAppFault = 'missing' | 'throw';

/** The requested file, or null for any name or file the static host does not serve (answered 404). */
export function parseMicroAppRequest(name: string, file: string): { name: string; file: MicroAppFile } | null {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(name)) return null;
  const known = MICRO_APP_FILES.find((f) => f === file);
  return known ? { name, file: known } : null;
}

/** The fault the cookie asks for this micro-app, if any. */
export function microAppFault(cookieValue: string | undefined, name: string): MicroAppFault | null {
  const [target, kind] = (cookieValue ?? '').split(':');
  return target === name && (kind === 'missing' || kind === 'throw') ? kind : null;
}

/** An entry whose `mount` throws (the `throw` fault): registers a valid-looking micro-app that breaks. */
export const throwingEntry = (name: string, version: string): string =>
  `(function(w){var r=w.__exchangeMicroApps||(w.__exchangeMicroApps={});r[${JSON.stringify(name)}]={name:${JSON.stringify(name)},version:${JSON.stringify(version)},mount:function(){throw new Error('sandbox fault: mount throws')},update:function(){},unmount:function(){}};})(window);\n`;

/** Where the built micro-apps are: `MICRO_APP_DIST`, else `dist/apps` of the workspace (next runs in apps/web). */
export function microAppDistDir(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): string {
  if (env['MICRO_APP_DIST']) return resolve(env['MICRO_APP_DIST']);
  const workspaceDist = join(cwd, '../../dist/apps');
  const localDist = join(cwd, 'dist/apps');
  return existsSync(localDist) && !existsSync(workspaceDist) ? localDist : workspaceDist;
}

export interface MicroAppAsset {
  body: string;
  version: string;
}

/** The built file and the bundle's version from its manifest; null when the micro-app was not built. */
export function readMicroAppAsset(distDir: string, name: string, file: MicroAppFile): MicroAppAsset | null {
  const folder = join(distDir, `micro-${name}`);
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { version?: unknown };
    const version = typeof manifest.version === 'string' ? manifest.version : '0.0.0';
    return { body: readFileSync(join(folder, file), 'utf8'), version };
  } catch {
    return null;
  }
}
