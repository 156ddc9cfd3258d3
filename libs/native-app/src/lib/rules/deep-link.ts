import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';
import { isSitePath } from './site-path';

/** The native apps' URL scheme (decision 1150; spec 03 §1 "deep-link helpers for the web and the native apps"). */
export const NATIVE_DEEP_LINK_SCHEME = 'exchangeapp';

export interface WebDeepLinkInput {
  /** The site's origin (from configuration, never from request headers). */
  origin: string;
  site: SiteKey;
  locale: string;
  /** A path on the site, e.g. `/trade/BTC_USDT`; anything else gives null. */
  path: string;
  query?: Readonly<Record<string, string | number | null | undefined>>;
}

function queryString(query: WebDeepLinkInput['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== null && value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A shareable web link: the site's origin, the locale prefix (none for the default locale) and the path and query. */
export function webDeepLink({ origin, site, locale, path, query }: WebDeepLinkInput): string | null {
  if (!isSitePath(path)) return null;
  return `${origin.replace(/\/+$/, '')}${localizePath(site, locale, path)}${queryString(query)}`;
}

/**
 * A link that opens the native app on a page: `exchangeapp://web?path=<encoded path and query>` (decision 1150).
 * The app opens the path in its web view; a path that is not on this site gives null.
 */
export function nativeDeepLink(path: string, query?: WebDeepLinkInput['query']): string | null {
  if (!isSitePath(path)) return null;
  return `${NATIVE_DEEP_LINK_SCHEME}://web?path=${encodeURIComponent(`${path}${queryString(query)}`)}`;
}

/** The site path a native deep link carries, or null for anything else (another scheme, host, or a hostile path). */
export function parseNativeDeepLink(link: string | null | undefined): string | null {
  if (typeof link !== 'string') return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== `${NATIVE_DEEP_LINK_SCHEME}:` || url.hostname !== 'web') return null;
  const path = url.searchParams.get('path');
  return path !== null && isSitePath(path) ? path : null;
}
