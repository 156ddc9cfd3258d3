/** Region ids (spec 03 §3 "Region ids"). The key is the site's short name used in code, hosts and env. */
export const SITE_IDS = {
  main: 0,
  tr: 177,
  eu: 106,
  hk: 71,
  us: 232,
  bs: 14,
  sg: 153,
  uk: 182,
  jp: 83,
  ae: 181,
  testnet: 666,
  au: 11,
} as const;

export type SiteKey = keyof typeof SITE_IDS;

/** Every site key, main first, in the order of the spec's region id list. */
export const SITE_KEYS: readonly SiteKey[] = ['main', 'tr', 'eu', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'ae', 'testnet', 'au'];

export function isSiteKey(value: unknown): value is SiteKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SITE_IDS, value);
}

/** The site for a region id (a number or its decimal string, e.g. the common-data `sub_site_id`); null when unknown. */
export function siteKeyFromId(id: number | string | null | undefined): SiteKey | null {
  const n = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id.trim()) : id;
  if (typeof n !== 'number' || !Number.isInteger(n)) return null;
  return SITE_KEYS.find((key) => SITE_IDS[key] === n) ?? null;
}
