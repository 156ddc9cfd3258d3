import { LOCALE_CODES } from '@exchange/site-config';
import { featureCodeForPath } from './feature-routes';
import { REGIONAL_SITE_ABSENT_FEATURES } from './region-switch';
import type { SiteKeyLike } from './values';

/** Features the EU site does not offer yet: their links open the "Stay tuned!" modal (decision 0307). */
export const EU_UPCOMING_FEATURES: readonly string[] = REGIONAL_SITE_ABSENT_FEATURES;

/** Locale codes that may prefix a link (03 §3 locale codes and regional variants). */
const LOCALE_PREFIXES: ReadonlySet<string> = new Set<string>([...LOCALE_CODES, 'zh-tw', 'pt-br', 'vi', 'kr', '/asset-management']);

/** The locale-stripped path (with query) of a link: an absolute URL gives its path, a locale prefix is removed. */
export function linkPath(href: unknown): string | null {
  if (typeof href !== 'string' || href.trim() === '') return null;
  let path: string;
  try {
    const url = new URL(href.trim(), 'https://link.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    path = `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
  const [first, ...rest] = path.split('/').filter((_, i) => i > 0);
  if (first !== undefined && LOCALE_PREFIXES.has(first.toLowerCase())) return `/${rest.join('/')}`;
  return path;
}

/** 03 §1: on the EU site, a link to a feature the EU site does not offer opens the upcoming-feature modal. */
export function isEuUpcomingFeature(site: SiteKeyLike, href: unknown): boolean {
  if (site !== 'eu') return false;
  const path = linkPath(href);
  if (path === null) return false;
  const feature = featureCodeForPath(path);
  return feature !== null && EU_UPCOMING_FEATURES.includes(feature);
}
