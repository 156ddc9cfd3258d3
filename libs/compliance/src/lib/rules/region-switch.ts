import type { ComplianceLimit } from '@exchange/api';
import { isSiteKey, siteLanguages } from '@exchange/site-config';
import { featureCodeForPath } from './feature-routes';
import { isLegalDocumentPath } from './legal-documents';
import type { StorageWrite, StoredValues } from './stored-values';
import type { SiteKeyLike } from './values';
import { baseLanguage, DAY_MS, normalizePath, queryOf, readStored } from './values';

/** The regional sites paired with main (01 §4: main to and from EU, US, UK, AU, JP and UAE). */
export const REGION_SITES = ['eu', 'us', 'uk', 'au', 'jp', 'ae'] as const;
export type RegionSite = (typeof REGION_SITES)[number];

/** Which IP-region flag points to which regional site, in precedence order when several are set (decision 0302). */
/** The limit flags that say where the visitor's IP is (01 §3). */
export type RegionFlag = 'is_uk_ip' | 'is_eu_toast' | 'is_us_toast' | 'is_jp_toast' | 'is_ae_toast' | 'is_au_ip' | 'is_main';

/** Reads a region flag of the api's parsed limit (a boolean). */
const flagOn = (limit: ComplianceLimit, flag: RegionFlag): boolean => limit[flag];

export const REGION_SWITCH_FLAGS: ReadonlyArray<{ flag: RegionFlag; site: RegionSite }> = [
  { flag: 'is_uk_ip', site: 'uk' },
  { flag: 'is_eu_toast', site: 'eu' },
  { flag: 'is_us_toast', site: 'us' },
  { flag: 'is_jp_toast', site: 'jp' },
  { flag: 'is_ae_toast', site: 'ae' },
  { flag: 'is_au_ip', site: 'au' },
];

/** The flag that says "this visitor belongs to the main (global) site". */
export const MAIN_REGION_FLAG: RegionFlag = 'is_main';

/** Feature codes the regional sites do not offer (their pages fall back to home on a switch). */
export const REGIONAL_SITE_ABSENT_FEATURES: readonly string[] = [
  'futures',
  'delivery',
  'options',
  'margin',
  'copy_trading',
  'alpha',
  'strategy_bot',
  'launchpool',
  'startup',
  'pre_market',
  'pilot',
  'etf',
];

export const REGION_SWITCH_STORAGE_KEY = 'compliance_region_stay';
export const REGION_SWITCH_TTL_MS = DAY_MS;

export interface SwitchTarget {
  site: string;
  /** Path (with query) on the target site, without a locale prefix. */
  path: string;
  /** The target site's locale code to use (one of its `siteLanguages`): the same language where it has it, else its default. */
  locale: string;
}

export interface RegionSwitchDecision {
  from: string;
  to: string;
  /** The limit flag that triggered it. */
  flag: RegionFlag;
  target: SwitchTarget;
  /** What "Stay on this site" stores. */
  onDismiss: StorageWrite;
}

const offersPath = (site: string, path: string): boolean => {
  if (site === 'main') return true;
  const feature = featureCodeForPath(path);
  return feature === null || !REGIONAL_SITE_ABSENT_FEATURES.includes(feature);
};

/** The target site's locale for the current one: the same code, else the same base language ('it' → 'it-eu'), else the site default. */
export function targetLocale(to: SiteKeyLike, locale: unknown): string {
  const languages: readonly string[] = siteLanguages(isSiteKey(to) ? to : 'main');
  const current = typeof locale === 'string' ? locale.trim().toLowerCase() : '';
  if (languages.includes(current)) return current;
  const wanted = baseLanguage(current);
  return languages.find((code) => baseLanguage(code) === wanted) ?? languages[0] ?? 'en';
}

/** The Switch Site target: same path and language where the target site has them, else home / the site's default language. */
export function buildSwitchTarget(from: SiteKeyLike, to: string, rawPath: unknown, locale: unknown): SwitchTarget {
  const path = normalizePath(rawPath);
  const query = queryOf(rawPath).toString();
  const withQuery = query ? `${path}?${query}` : path;
  const legalOnlyAtSource = isLegalDocumentPath(from, path) && !isLegalDocumentPath(to, path);
  const keep = !legalOnlyAtSource && offersPath(to, withQuery);
  return { site: to, path: keep ? withQuery : '/', locale: targetLocale(to, locale) };
}

const isRegionSite = (site: string): site is RegionSite => (REGION_SITES as readonly string[]).includes(site);

export interface RegionSwitchContext {
  site: SiteKeyLike;
  locale: string;
  path: string;
  limit: ComplianceLimit | null | undefined;
  stored?: StoredValues | null;
}

/**
 * Which site (if any) to offer a switch to (decision 0302):
 * - on main: the first IP-region flag set (UK, EU, US, JP, UAE, AU) offers that regional site;
 * - on a regional site: its own flag means "right place"; another region's flag offers that region;
 *   otherwise `is_main` offers main;
 * - Turkey, HK, Bahamas, Singapore and testnet get no region prompt.
 * A "Stay" for the same pair in the last 24 hours (cookie) silences it.
 */
export function decideRegionSwitch(ctx: RegionSwitchContext): RegionSwitchDecision | null {
  const limit = ctx.limit ?? null;
  if (!limit) return null;
  const from = String(ctx.site);
  const flagged = REGION_SWITCH_FLAGS.filter(({ flag }) => flagOn(limit, flag));
  let choice: { flag: RegionFlag; site: string } | null = null;
  if (from === 'main') {
    choice = flagged[0] ?? null;
  } else if (isRegionSite(from)) {
    if (flagged.some(({ site }) => site === from)) return null;
    choice = flagged[0] ?? (flagOn(limit, MAIN_REGION_FLAG) ? { flag: MAIN_REGION_FLAG, site: 'main' } : null);
  }
  if (!choice) return null;
  const pair = `${from}:${choice.site}`;
  if (readStored(ctx.stored, 'cookie', REGION_SWITCH_STORAGE_KEY) === pair) return null;
  return {
    from,
    to: choice.site,
    flag: choice.flag,
    target: buildSwitchTarget(from, choice.site, ctx.path, ctx.locale),
    onDismiss: { storageKey: REGION_SWITCH_STORAGE_KEY, value: pair, ttlMs: REGION_SWITCH_TTL_MS, storage: 'cookie' },
  };
}
