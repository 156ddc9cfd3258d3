import { isSiteKey, type SiteKey } from '../data/site-keys';
import { siteLink, type SiteLink } from './site-link';

/**
 * The 404 page's helpful links: spec 01 §2's 19 for main, in its order (decision 1904, amending 0806: every one is
 * a page again); shorter lists for US and UAE and the other regional sites, drawn from main's.
 */
export type NotFoundLinkId =
  | 'spotTrade'
  | 'futures'
  | 'alpha'
  | 'etf'
  | 'convert'
  | 'buySellCrypto'
  | 'copyTrading'
  | 'marketsPrice'
  | 'marketData'
  | 'pricePrediction'
  | 'howToBuy'
  | 'converter'
  | 'news'
  | 'learn'
  | 'blog'
  | 'wiki'
  | 'glossary'
  | 'upcomingEvents'
  | 'help';
export type NotFoundLink = SiteLink<NotFoundLinkId>;

/** Locale-stripped paths of the helpful links: every one is a page of the web app (the link-checker e2e requests each). */
export const NOT_FOUND_PATHS: Readonly<Record<NotFoundLinkId, string>> = {
  spotTrade: '/trade/BTC_USDT',
  futures: '/futures/usdt/BTC_USDT',
  alpha: '/alpha',
  etf: '/etf',
  convert: '/convert',
  buySellCrypto: '/crypto/buy/with-credit-card',
  copyTrading: '/copytrading',
  marketsPrice: '/price',
  marketData: '/crypto-market-data',
  pricePrediction: '/price-prediction',
  howToBuy: '/how-to-buy',
  converter: '/converter',
  news: '/news',
  learn: '/learn',
  blog: '/blog',
  wiki: '/wiki',
  glossary: '/glossary',
  upcomingEvents: '/upcoming-events',
  help: '/help',
};

/** Main (and Turkey): spec 01 §2's 19 links, in its order. */
const MAIN_IDS: readonly NotFoundLinkId[] = [
  'spotTrade',
  'futures',
  'alpha',
  'etf',
  'convert',
  'buySellCrypto',
  'copyTrading',
  'marketsPrice',
  'marketData',
  'pricePrediction',
  'howToBuy',
  'converter',
  'news',
  'learn',
  'blog',
  'wiki',
  'glossary',
  'upcomingEvents',
  'help',
];
/** US: spot, buying and information; no derivatives, alpha, ETF, convert or copy trading (three full columns). */
const US_IDS: readonly NotFoundLinkId[] = [
  'spotTrade',
  'buySellCrypto',
  'marketsPrice',
  'marketData',
  'pricePrediction',
  'howToBuy',
  'news',
  'learn',
  'help',
];
/** UAE: spot and information. */
const AE_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'marketsPrice', 'marketData', 'howToBuy', 'news', 'learn', 'help'];
/** Other regulated sites: spot trading and information pages, no derivatives. */
const REGIONAL_IDS: readonly NotFoundLinkId[] = [
  'spotTrade',
  'marketsPrice',
  'marketData',
  'howToBuy',
  'news',
  'learn',
  'glossary',
  'help',
];
/** Testnet: the trading pages it runs, and help. */
const TESTNET_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'futures', 'help'];

/**
 * The 404 page's helpful links (spec 01 §2): main's list; US and UAE shorter lists; Turkey main's list; testnet
 * and the other regional sites a subset (decisions 0102, 0806, 1904). Laid out by the UI in up to 3 columns.
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
