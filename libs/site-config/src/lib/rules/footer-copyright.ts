import { getSiteConfig } from '../config/get-site-config';
import type { SiteEnv } from '../config/site-config.types';
import { isSiteKey, type SiteKey } from '../data/site-keys';

/**
 * The footer copyright line (spec 03 §2): `© <year> <site name>`; Japan has a fixed line without a year,
 * `Copyright © <site name>. All Rights Reserved.` (decision 0102). A year that is not a whole number
 * between 1970 and 9999 is left out. Pass the year from `new Date(now).getFullYear()`.
 */
export function footerCopyright(site: SiteKey, year: number, env?: SiteEnv): string {
  const key: SiteKey = isSiteKey(site) ? site : 'main';
  const { name } = env ? getSiteConfig(key, env) : getSiteConfig(key);
  if (key === 'jp') return `Copyright © ${name}. All Rights Reserved.`;
  const validYear = Number.isInteger(year) && year >= 1970 && year <= 9999;
  return validYear ? `© ${year} ${name}` : `© ${name}`;
}
