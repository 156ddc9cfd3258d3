import { normaliseOrigin, type SiteKey } from '@exchange/site-config';
import { isExternalHref, localizePath, splitPath, stripLocale } from './locale-path';
import type { Locale } from './locales';

export interface LocalizeHrefInput {
  site: SiteKey;
  locale: Locale | string;
  path: string;
  /** The dedicated US host for login and signup (e.g. `siteOrigin('us', ...)` or a configured login origin). */
  usLoginOrigin?: string | null;
}

const US_AUTH = /^\/(login|signup)(\/|$)/;

/**
 * An internal link for the current site and locale (spec 03 §2 "Language prefix and links", decision 0101):
 * - US site: login and signup paths go to the dedicated US host (`usLoginOrigin` + path + query);
 *   every other path goes under the en-us prefix, whatever the locale. Without a valid US login origin,
 *   login and signup stay under en-us too.
 * - Other sites: the locale prefix (none for the default locale) + path.
 * External hrefs are returned unchanged.
 */
export function localizeHref({ site, locale, path, usLoginOrigin }: LocalizeHrefInput): string {
  const value = typeof path === 'string' ? path.trim() : '';
  if (value !== '' && isExternalHref(value)) return value;
  if (site !== 'us') return localizePath(site, locale, value);

  const { rest } = splitPath(value);
  const bare = stripLocale(value, 'us');
  const loginOrigin = typeof usLoginOrigin === 'string' ? normaliseOrigin(usLoginOrigin) : null;
  if (loginOrigin && US_AUTH.test(bare)) return `${loginOrigin}${bare}${rest}`;
  return localizePath('us', 'en-us', `${bare}${rest}`);
}
