import { normaliseOrigin, siteOrigin, type SiteEnv, type SiteKey } from '@exchange/site-config';
import { localizePath, stripLocale } from './locale-path';
import { defaultLocale, isSiteLocale, siteLocales, type Locale } from './locales';
import { mapLanguage } from './map-language';

/** Locales nl and it are noindex on the main site (spec 01 §9). */
export function isNoindex(site: SiteKey, locale: string): boolean {
  return site === 'main' && (locale === 'nl' || locale === 'it');
}

export interface BuildAlternatesInput {
  site: SiteKey;
  locale: Locale | string;
  /** The current path (with or without a locale prefix; query and hash are dropped). */
  path: string;
  /** The origin of this site, e.g. `https://exchange.example`. */
  origin: string;
  /** `SITE_HOSTS`, to find the Turkey (and main) origin for the cross-site alternates. */
  siteHosts?: string | null;
  env?: SiteEnv;
}

export interface Alternates {
  canonical: string;
  /** hreflang (BCP-47, plus `x-default`) → absolute URL. */
  languages: Record<string, string>;
}

/**
 * Canonical and alternate-language links (spec 03 §2, decision 0101): one entry per locale the site serves
 * (hreflang = `mapLanguage`), noindex locales left out, `x-default` = the default locale. The main site also
 * gets `en-tr` → the Turkey site's English page; the Turkey site's English page is `en-tr` and it links back
 * to main's English page as `en`.
 */
export function buildAlternates({ site, locale, path, origin, siteHosts, env }: BuildAlternatesInput): Alternates {
  const base = normaliseOrigin(typeof origin === 'string' ? origin : '') ?? '';
  const bare = stripLocale(path, site);
  const current = isSiteLocale(site, locale) ? locale : defaultLocale(site);
  const url = (l: string) => `${base}${localizePath(site, l, bare)}`;
  const other = (key: SiteKey) => siteOrigin(key, { requestOrigin: base, siteHosts, ...(env ? { env } : {}) });

  const languages: Record<string, string> = {};
  for (const l of siteLocales(site)) {
    if (isNoindex(site, l)) continue;
    const hreflang = site === 'tr' && l === 'en' ? 'en-tr' : mapLanguage(l);
    languages[hreflang] = url(l);
  }
  if (site === 'main') languages['en-tr'] = `${other('tr')}${localizePath('tr', 'en', bare)}`;
  if (site === 'tr') languages['en'] = `${other('main')}${localizePath('main', 'en', bare)}`;
  languages['x-default'] = url(defaultLocale(site));
  return { canonical: url(current), languages };
}
