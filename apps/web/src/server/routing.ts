/** Paths the proxy leaves alone: the exchange API (proxied or sandboxed), sandbox controls, Next internals and files. */
export const API_PREFIXES = ['/api/', '/apiweb/', '/json_svr/'] as const;

export function isPassthroughPath(pathname: string): boolean {
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if (pathname === '/_sandbox' || pathname.startsWith('/_sandbox/')) return true;
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
