import { LOCALE_CODES, SITE_IDS } from '@exchange/site-config';

/** Spec 01 §9: phone-sized screens only (max width 768 px). */
export const DOWNLOAD_BANNER_MAX_WIDTH = 768;
/** Spec 01 §4: the country whose verified users never see the banner. */
export const DOWNLOAD_BANNER_HIDDEN_COUNTRY = 233;
/** Spec 01 §9: a click waits 200 ms; the view event is sent after 1 s. */
export const DOWNLOAD_BANNER_CLICK_DELAY_MS = 200;
export const DOWNLOAD_BANNER_VIEW_DELAY_MS = 1000;

/**
 * Spec 01 §2: the banner is hidden on paths starting with these. Entries without a leading slash name
 * account sub-pages that live under a parent path, so they match anywhere in the path (decision 0512).
 */
export const DOWNLOAD_BANNER_HIDDEN_PATHS = [
  '/login',
  '/signup',
  '/vip',
  '/trade',
  '/futures-delivery',
  '/options',
  '/alpha',
  '/futures',
  '/appdownload',
  'passkey-manager',
  'security_device',
  'sub-account-manage',
  '/converter',
  '/price/',
  '/asset-management',
] as const;

/** Spec 03 §3 locale codes: a leading path segment with one of these is the language prefix. */
const LOCALE_PREFIXES: ReadonlySet<string> = new Set<string>(LOCALE_CODES);

/** The path without query, hash and language prefix ("/zh/trade/BTC_USDT?x=1" → "/trade/BTC_USDT"). */
export function stripLocalePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const segment = withSlash.split('/')[1] ?? '';
  if (LOCALE_PREFIXES.has(segment.toLowerCase())) return withSlash.slice(segment.length + 1) || '/';
  return withSlash;
}

export function isDownloadBannerHiddenPath(path: string): boolean {
  const stripped = stripLocalePath(path);
  return DOWNLOAD_BANNER_HIDDEN_PATHS.some((entry) => (entry.startsWith('/') ? stripped.startsWith(entry) : stripped.includes(entry)));
}

export interface DownloadBannerInput {
  /** Viewport width in px; unknown (server render) counts as not a phone. */
  width: number | null | undefined;
  /** Sub-site id (spec 03 region ids). */
  site: number;
  /** Compliance limit is_uk_limit. */
  ukLimit: boolean;
  country: number | string | null | undefined;
  verified: number | string | null | undefined;
  path: string;
  inAppWebview: boolean;
  /** Site/session setting hiddenAppDownload. */
  hiddenAppDownload: boolean;
}

const toNumber = (value: number | string | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
};

/**
 * App-download banner (spec 01 §4): only on phone-sized screens (≤ 768 px) of the main or Turkey site; never
 * for UK-limited users, for country 233 users with verified above 0, on a hidden path, in the in-app webview,
 * or when hiddenAppDownload is set.
 */
export function showDownloadBanner(input: DownloadBannerInput): boolean {
  const { width, site } = input;
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0 || width > DOWNLOAD_BANNER_MAX_WIDTH) return false;
  if (site !== SITE_IDS.main && site !== SITE_IDS.tr) return false;
  if (input.ukLimit || input.inAppWebview || input.hiddenAppDownload) return false;
  const verified = toNumber(input.verified);
  if (toNumber(input.country) === DOWNLOAD_BANNER_HIDDEN_COUNTRY && verified !== null && verified > 0) return false;
  return !isDownloadBannerHiddenPath(input.path);
}
