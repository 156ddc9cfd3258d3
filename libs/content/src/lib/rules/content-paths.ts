import type { ArticleKind } from '@exchange/api';

/**
 * The content hub's paths (decision 1902): the 404 list's names (spec 01 §2) as pages, each list at its own path and
 * each article under it. The specs name these pages but not their paths; these are ours (one home: this table).
 */
export const ARTICLE_LIST_PATHS: Readonly<Record<ArticleKind, string>> = {
  news: '/news',
  blog: '/blog',
  learn: '/learn',
  wiki: '/wiki',
  glossary: '/glossary',
  events: '/upcoming-events',
  help: '/help',
  announcement: '/announcements',
};

/** The discovery pages that are not article lists (decision 1902; alpha and pilot are spec 03 §2's). */
export const DISCOVER_PATHS = {
  marketData: '/crypto-market-data',
  pricePrediction: '/price-prediction',
  howToBuy: '/how-to-buy',
  etf: '/etf',
  alpha: '/alpha',
  pilot: '/pilot',
  tradeMatch: '/announcements/trade-match',
} as const;

/** The path of one article (`/news/ether-fees-yearly-low`). */
export const articlePath = (kind: ArticleKind, slug: string): string => `${ARTICLE_LIST_PATHS[kind]}/${slug}`;

/** The coins the price-prediction and how-to-buy pages cover (the sandbox's spot markets). */
export const GUIDE_COINS = ['BTC', 'ETH', 'SOL'] as const;
export type GuideCoin = (typeof GUIDE_COINS)[number];

/** A coin segment of a path (`btc`, `BTC`) → the coin, or null when it is not covered (the page is a 404). */
export function guideCoinOf(segment: string | undefined): GuideCoin | null {
  const upper = (segment ?? '').toUpperCase();
  return (GUIDE_COINS as readonly string[]).includes(upper) ? (upper as GuideCoin) : null;
}
