import type { SiteKey } from '@exchange/site-config';
import { LOCALES, defaultLocale, isSiteLocale, siteLocales, type Locale } from './locales';

/** True for hrefs that leave the site: `scheme:` (http, mailto, tel, ...) or protocol-relative `//`. */
export const isExternalHref = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** Splits `/a/b?x#y` into the path and the rest (`?x#y`). */
export function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** The path prefix of a locale on a site: '' for the site's default locale (and for locales the site lacks), else `/<locale>`. */
export function localePrefix(site: SiteKey, locale: string): string {
  if (!isSiteLocale(site, locale) || locale === defaultLocale(site)) return '';
  return `/${locale}`;
}

/**
 * Removes the locale prefix, the query and the hash from a path (spec 03 §2). With a site only that
 * site's locales count as prefixes; without one, any locale code does. Absolute http(s) URLs are reduced
 * to their path. Always returns a path starting with `/`.
 */
export function stripLocale(path: string, site?: SiteKey): string {
  if (typeof path !== 'string') return '/';
  let pathname = path.trim();
  if (/^https?:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return '/';
    }
  }
  pathname = splitPath(pathname).pathname;
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  const locales: readonly string[] = site ? siteLocales(site) : LOCALES;
  const first = pathname.split('/')[1] ?? '';
  if (locales.includes(first)) pathname = pathname.slice(first.length + 1) || '/';
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/**
 * A site path in a locale: the locale prefix (none for the default) + the path, keeping query and hash.
 * A locale prefix already on the path is replaced; external hrefs and `#anchors` are returned unchanged.
 */
export function localizePath(site: SiteKey, locale: Locale | string, path: string): string {
  if (typeof path !== 'string' || path.trim() === '') return localePrefix(site, locale) || '/';
  const value = path.trim();
  if (isExternalHref(value) || value.startsWith('#')) return value;
  const { pathname, rest } = splitPath(value.startsWith('/') || value.startsWith('?') || value.startsWith('#') ? value : `/${value}`);
  const bare = stripLocale(pathname || '/', site);
  const prefix = localePrefix(site, locale);
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}
