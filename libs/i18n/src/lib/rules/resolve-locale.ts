import type { SiteKey } from '@exchange/site-config';
import { splitPath } from './locale-path';
import { defaultLocale, siteLocales, type Locale } from './locales';

export interface ResolveLocaleInput {
  site: SiteKey;
  /** The request path (a query or hash on it is ignored). */
  pathname: string;
  /** The raw `lang` cookie value, if any. */
  langCookie?: string | null;
}

export interface ResolvedLocale {
  locale: Locale;
  /** The path without the locale prefix, starting with `/`. */
  pathWithoutLocale: string;
  /** `/<locale>`, or '' for the default locale. */
  prefix: string;
  /** Set when the path carries the default locale's prefix (`/en/...` on main): redirect here (add the query back). */
  redirectTo?: string;
  /** Set when the `lang` cookie holds a language the site does not serve: write this value instead. */
  resetCookie?: Locale;
}

/**
 * The locale of a request (spec 01 §2, spec 03 §2 and §5):
 * - the first path segment is a locale prefix only if it is one of the site's locales;
 * - the default locale (en; tr on Turkey) has no prefix, so `/en/...` on main yields `redirectTo`;
 * - no prefix means the default locale (the URL decides, the cookie does not redirect);
 * - a `lang` cookie outside the site's list (regional extras included) is reset to the default.
 */
export function resolveLocale({ site, pathname, langCookie }: ResolveLocaleInput): ResolvedLocale {
  const locales: readonly string[] = siteLocales(site);
  const fallback = defaultLocale(site);
  const resetCookie = typeof langCookie === 'string' && langCookie !== '' && !locales.includes(langCookie) ? fallback : undefined;
  const withReset = <T extends object>(result: T) => (resetCookie ? { ...result, resetCookie } : result);

  let path = typeof pathname === 'string' ? splitPath(pathname.trim()).pathname : '/';
  if (!path.startsWith('/')) path = `/${path}`;
  const first = path.split('/')[1] ?? '';
  const match = siteLocales(site).find((locale) => locale === first);
  if (!match) return withReset({ locale: fallback, pathWithoutLocale: path, prefix: '' });

  const rest = path.slice(first.length + 1) || '/';
  const pathWithoutLocale = rest.startsWith('/') ? rest : `/${rest}`;
  if (match === fallback) return withReset({ locale: fallback, pathWithoutLocale, prefix: '', redirectTo: pathWithoutLocale });
  return withReset({ locale: match, pathWithoutLocale, prefix: `/${match}` });
}
