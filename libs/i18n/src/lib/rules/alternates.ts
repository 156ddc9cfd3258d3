import { normaliseOrigin, siteOrigin, type SiteEnv, type SiteKey } from '@exchange/site-config';
import { isTranslatedLocale } from '../messages/message-locale';
import { localizePath, stripLocale } from './locale-path';
import { defaultLocale, isSiteLocale, siteLocales, type Locale } from './locales';
import { mapLanguage } from './map-language';

/**
 * A noindex locale: still served and usable, but neither indexed nor listed in hreflang or the sitemap.
 * nl and it on the main site (spec 01 §9), and any locale not served in its own language (English under another
 * `lang`: none since every locale got its catalog in issue 14; decision 1500).
 */
export function isNoindex(site: SiteKey, locale: string): boolean {
  return (site === 'main' && (locale === 'nl' || locale === 'it')) || !isTranslatedLocale(locale);
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
 * Canonical and alternate-language links (spec 03 §2, decisions 0101 and 0805): one entry per locale the site
 * serves (hreflang = `mapLanguage`), noindex locales left out, one `x-default` per cluster. The main site and the
 * Turkey site form ONE cluster, listed identically on both: main's locales (its `/tr` is `tr`, Turkish for
 * anyone), the Turkey site's Turkish page `tr-tr` and its English page `en-tr`, and `x-default` = main's English
 * page. Every other site is its own cluster, `x-default` = its default locale.
 */
export function buildAlternates({ site, locale, path, origin, siteHosts, env }: BuildAlternatesInput): Alternates {
  const base = normaliseOrigin(typeof origin === 'string' ? origin : '') ?? '';
  const bare = stripLocale(path, site);
  const current = isSiteLocale(site, locale) ? locale : defaultLocale(site);
  const originOf = (key: SiteKey) => (key === site ? base : siteOrigin(key, { requestOrigin: base, siteHosts, ...(env ? { env } : {}) }));
  const url = (key: SiteKey, l: string) => `${originOf(key)}${localizePath(key, l, bare)}`;
  const indexed = (key: SiteKey) => siteLocales(key).filter((l) => !isNoindex(key, l));

  const languages: Record<string, string> = {};
  if (site === 'main' || site === 'tr') {
    for (const l of indexed('main')) languages[mapLanguage(l)] = url('main', l);
    languages['tr-tr'] = url('tr', 'tr');
    languages['en-tr'] = url('tr', 'en');
    languages['x-default'] = url('main', defaultLocale('main'));
  } else {
    for (const l of indexed(site)) languages[mapLanguage(l)] = url(site, l);
    languages['x-default'] = url(site, defaultLocale(site));
  }
  return { canonical: url(site, current), languages };
}
