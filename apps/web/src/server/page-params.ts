import 'server-only';
import { defaultLocale, isSiteLocale, type Locale } from '@exchange/i18n';
import { isSiteKey, type SiteKey } from '@exchange/site-config';

/**
 * The internal /[site]/[lang] segments come from the proxy's rewrite; anything else (a hand-typed
 * internal URL) falls back to the main site and its default locale rather than crashing.
 */
export function resolvePageParams(params: { site: string; lang: string }): { site: SiteKey; locale: Locale } {
  const site: SiteKey = isSiteKey(params.site) ? params.site : 'main';
  const locale = isSiteLocale(site, params.lang) ? params.lang : defaultLocale(site);
  return { site, locale };
}
