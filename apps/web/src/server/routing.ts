// No `import 'server-only'`: imported by proxy.ts and by the instrumentation hook (node-request-hook.ts), which run outside React's server layer (decision 0800).
/** Paths the proxy leaves alone: the exchange API (proxied or sandboxed), sandbox controls, Next internals and files. */
export const API_PREFIXES = ['/api/', '/apiweb/', '/json_svr/'] as const;

export function isPassthroughPath(pathname: string): boolean {
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if (isSandboxPath(pathname)) return true;
  if (pathname.startsWith('/_next/')) return true;
  // A file in public/ (robots.txt, theme-init.js, images): last segment has an extension.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** The internal path the proxy rewrites a page request to: /<site>/<locale><path>. */
export function internalPagePath(site: string, locale: string, pathWithoutLocale: string): string {
  const rest = pathWithoutLocale === '/' ? '' : pathWithoutLocale;
  return `/${site}/${locale}${rest}`;
}

/** The sandbox's control paths (`/_sandbox/...`). */
export const isSandboxPath = (pathname: string): boolean => pathname === '/_sandbox' || pathname.startsWith('/_sandbox/');

/**
 * True when a raw (still encoded) path has a `%` not followed by two hex digits, or escapes that do not decode
 * as UTF-8: such a path is answered 400 before any route sees it (issue 13 item 5). The origin of a request
 * comes from the configured site hosts (`resolveSiteHost` in @exchange/site-config), never from `Host`.
 */
export function hasMalformedPercentEncoding(rawPath: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return true;
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}
