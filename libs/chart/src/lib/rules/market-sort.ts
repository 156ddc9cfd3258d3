import type { MarketTicker } from '@exchange/api';

/** The Markets table's sortable columns (issue 14): pair, last price, 24 h change, 24 h volume (in quote currency). */
export const MARKET_SORT_KEYS = ['pair', 'last', 'change', 'volume'] as const;
export type MarketSortKey = (typeof MARKET_SORT_KEYS)[number];
export type MarketSortDirection = 'ascending' | 'descending';
export interface MarketSort {
  key: MarketSortKey;
  direction: MarketSortDirection;
}

/** The table's default order: the busiest market first. */
export const DEFAULT_MARKET_SORT: MarketSort = { key: 'volume', direction: 'descending' };

/** One row of the Markets table. `volume` is the 24 h turnover in quote currency (base volume × last). */
export interface MarketRow {
  symbol: string;
  base: string;
  quote: string;
  last: number;
  change: number;
  volume: number;
}

/** The rows of tickers: base and quote from `BASE_QUOTE`, turnover from base volume × last (NaN when either is unusable). */
export function marketRows(tickers: readonly MarketTicker[]): MarketRow[] {
  return tickers.map((t) => {
    const [base = t.symbol, quote = ''] = t.symbol.split('_');
    const volume = t.volume_24h * t.last;
    return { symbol: t.symbol, base, quote, last: t.last, change: t.change_24h, volume: Number.isFinite(volume) ? volume : NaN };
  });
}

const valueOf = (row: MarketRow, key: Exclude<MarketSortKey, 'pair'>): number => row[key];

/**
 * The rows in the asked order, a new array: pairs alphabetically, numbers by value; values that are not
 * finite numbers always last; ties by pair so the order never jumps between refreshes.
 */
export function sortMarketRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byPair = (a: MarketRow, b: MarketRow) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  return [...rows].sort((a, b) => {
    if (sort.key === 'pair') return sign * byPair(a, b);
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    const xOk = Number.isFinite(x);
    const yOk = Number.isFinite(y);
    if (xOk !== yOk) return xOk ? -1 : 1;
    if (!xOk || x === y) return byPair(a, b);
    return sign * (x - y);
  });
}

/** The order after a click on a column header: the same column flips; another starts A→Z (pair) or highest first (numbers). */
export function nextMarketSort(current: MarketSort, clicked: MarketSortKey): MarketSort {
  if (current.key === clicked) return { key: clicked, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key: clicked, direction: clicked === 'pair' ? 'ascending' : 'descending' };
}

/** Rising, falling or flat: the colour of a 24 h change. */
export type MarketTrend = 'up' | 'down' | 'flat';
export const marketTrend = (change: number): MarketTrend =>
  !Number.isFinite(change) || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
