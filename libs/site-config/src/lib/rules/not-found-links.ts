import { isSiteKey, type SiteKey } from '../data/site-keys';
import { siteLink, type SiteLink } from './site-link';

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

/** Paths of the 404 helpful links (spec 01 §2 names them; paths chosen in decision 0102). */
export const NOT_FOUND_PATHS: Readonly<Record<NotFoundLinkId, string>> = {
  spotTrade: '/trade/BTC_USDT',
  futures: '/futures/USDT/BTC_USDT',
  alpha: '/alpha',
  etf: '/etf',
  convert: '/convert',
  buySellCrypto: '/crypto/buy',
  copyTrading: '/copytrading',
  marketsPrice: '/price',
  marketData: '/market-data',
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

/** Main's 19 helpful links, in the spec's order. */
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
/** US: spot, buy/sell (the US buy page), prices, learn, help. */
const US_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'buySellCrypto', 'marketsPrice', 'learn', 'help'];
/** UAE: spot, buy/sell, prices, help. */
const AE_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'buySellCrypto', 'marketsPrice', 'help'];
/** Other regulated sites: spot trading and information pages, no derivatives or launch products. */
const REGIONAL_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'convert', 'marketsPrice', 'marketData', 'news', 'learn', 'help'];
/** Testnet: the trading pages it runs, and help. */
const TESTNET_IDS: readonly NotFoundLinkId[] = ['spotTrade', 'futures', 'help'];

/**
 * The 404 page's helpful links (spec 01 §2): main's list of 19; US and UAE shorter lists; Turkey main's
 * list; testnet and the other regional sites a subset (decision 0102). Laid out by the UI in up to 3 columns.
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
  return ids.map((id) => siteLink(id, key === 'us' && id === 'buySellCrypto' ? '/buy-sell-crypto' : NOT_FOUND_PATHS[id]));
}

/** The 404 trending-stories list is shown on the main and US sites only (spec 01 §2). */
export function showTrendingStories(site: SiteKey): boolean {
  return site === 'main' || site === 'us';
}
