import { localizePath } from '@exchange/i18n';
import type { SiteKey } from '@exchange/site-config';

/** The path prefix of a locale on a site ('' for the site's default locale, else `/ar`, …): a micro-app prop. */
export const languagePrefixOf = (site: SiteKey, locale: string): string => localizePath(site, locale, '/x').slice(0, -2);
