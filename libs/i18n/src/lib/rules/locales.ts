import { LOCALE_CODES, isLocaleCode, isSiteKey, siteLanguages, type LocaleCode, type SiteKey } from '@exchange/site-config';

/** Locale codes (spec 03 §3). The list is declared in site-config beside each site's languages (decision 0101). */
export type Locale = LocaleCode;
export const LOCALES: readonly Locale[] = LOCALE_CODES;

export function isLocale(value: unknown): value is Locale {
  return isLocaleCode(value);
}

/** The default language: Turkish on the Turkey site, English elsewhere (spec 01 §2, spec 03 §5). It has no prefix. */
export function defaultLocale(site: SiteKey): Locale {
  return site === 'tr' ? 'tr' : 'en';
}

/** The locales a site serves, default first, regional variants ("region extras") included. */
export function siteLocales(site: SiteKey): readonly Locale[] {
  return siteLanguages(isSiteKey(site) ? site : 'main');
}

export function isSiteLocale(site: SiteKey, value: unknown): value is Locale {
  return typeof value === 'string' && (siteLocales(site) as readonly string[]).includes(value);
}
