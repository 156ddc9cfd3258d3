import { isSafeRedirect } from '@exchange/site-config';

/** Default static host path: the sandbox serves built micro-apps on the app's own origin (decision 1110). */
export const DEFAULT_MICRO_APP_BASE = '/sandbox-static/micro';

const NAME = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * The static host base from configuration (`NEXT_PUBLIC_MICRO_APP_BASE`): an absolute http(s) URL or a path on the
 * app's origin, by site-config's one safe-URL check (decision 1710); anything else (empty, `javascript:`,
 * protocol-relative, userinfo) gives the default.
 */
export function microAppBase(configured: string | null | undefined): string {
  const raw = (configured ?? '').trim().replace(/\/+$/, '');
  return isSafeRedirect(raw, { anti: [], external: true, allowHttp: true }) ?? DEFAULT_MICRO_APP_BASE;
}

/** `<base>/<name>/entry.js`; throws on a name outside `[a-z0-9-]` (a programming error, never user input). */
export function microAppEntryUrl(base: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid micro-app name: ${name}`);
  return `${microAppBase(base)}/${name}/entry.js`;
}
