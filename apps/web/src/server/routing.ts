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

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the visitor used (for canonical links, hreflang and redirect checks): the Host header the
 * request came with, validated (a malformed or injected host falls back), with the forwarded protocol.
 */
export function requestOrigin({
  host,
  forwardedProto,
  fallback,
}: {
  host: string | null;
  forwardedProto: string | null;
  fallback: string;
}): string {
  const fallbackUrl = new URL(fallback);
  const value = host?.split(',')[0]?.trim() ?? '';
  if (!HOST.test(value)) return fallbackUrl.origin;
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : fallbackUrl.protocol.replace(/:$/, '');
  return `${scheme}://${value.toLowerCase()}`;
}
