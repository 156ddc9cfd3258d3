import { isSiteKey, type SiteKey } from '../data/site-keys';
import { siteLink, type SiteLink } from './site-link';

/**
 * The 404 page's helpful links. Spec 01 §2 names 19 for main; only those with a page in this product are listed
 * (spot trade, futures, markets price, help), completed with the pages that exist: sign up, log in, fees, the app
 * download and about us (decision 0806; the others come back when their pages exist).
 */
export type NotFoundLinkId = 'spotTrade' | 'futures' | 'marketsPrice' | 'signup' | 'login' | 'fees' | 'download' | 'about' | 'help';
export type NotFoundLink = SiteLink<NotFoundLinkId>;

/** Locale-stripped paths of the helpful links: every one is a page of the web app (its e2e requests each). */
export const NOT_FOUND_PATHS: Readonly<Record<NotFoundLinkId, string>> = {
  spotTrade: '/trade/BTC_USDT',
  futures: '/futures/usdt/BTC_USDT',
  marketsPrice: '/price',
  signup: '/signup',
  login: '/login',
  fees: '/fee',
  download: '/mobileapp',
  about: '/about-us',
  help: '/page/contacts',
};

/** Main (and Turkey): nine links, three full columns. */
const MAIN_IDS: readonly NotFoundLinkId[] = [
  'spotTrade',
  'futures',
  'marketsPrice',
  'signup',
  'login',
  'fees',
  'download',
  'about',
  'help',
];
/** US: spot, prices, sign up, fees, help. */
const US_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'marketsPrice', 'signup', 'fees', 'help'];
/** UAE: spot, prices, sign up, help. */
const AE_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'marketsPrice', 'signup', 'help'];
/** Other regulated sites: spot trading and information pages, no derivatives. */
const REGIONAL_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'marketsPrice', 'signup', 'login', 'fees', 'download', 'help'];
/** Testnet: the trading pages it runs, and help. */
const TESTNET_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'futures', 'help'];

/**
 * The 404 page's helpful links (spec 01 §2): main's list; US and UAE shorter lists; Turkey main's list; testnet
 * and the other regional sites a subset (decisions 0102, 0806). Laid out by the UI in up to 3 columns.
 */
export function notFoundLinks(site: SiteKey): NotFoundLink[] {
  const key: SiteKey = isSiteKey(site) ? site : 'main';
  const ids =
    key === 'main' || key === 'tr'
      ? MAIN_IDS
      : key === 'us'
        ? US_IDS
        : key === 'ae'
          ? AE_IDS
          : key === 'testnet'
            ? TESTNET_IDS
            : REGIONAL_IDS;
  return ids.map((id) => siteLink(id, NOT_FOUND_PATHS[id]));
}

/** The 404 trending-stories list is shown on the main and US sites only (spec 01 §2). */
export function showTrendingStories(site: SiteKey): boolean {
  return site === 'main' || site === 'us';
}
