import type { MarketTicker } from '@exchange/api';
import { DEFAULT_MARKET_SORT, marketRows, marketTrend, nextMarketSort, sortMarketRows, type MarketSort } from './market-sort';

const ticker = (symbol: string, last: number, change: number, volume: number): MarketTicker => ({
  symbol,
  market: 'spot',
  last,
  change_24h: change,
  high_24h: last,
  low_24h: last,
  volume_24h: volume,
});

// Turnover (quote volume) = base volume × last: BTC 10 × 60000 = 600000, ETH 100 × 3000 = 300000, SOL 5000 × 150 = 750000.
const ROWS = marketRows([ticker('BTC_USDT', 60_000, 0.012, 10), ticker('ETH_USDT', 3_000, -0.034, 100), ticker('SOL_USDT', 150, 0, 5_000)]);
const order = (sort: MarketSort) => sortMarketRows(ROWS, sort).map((r) => r.base);

describe('marketRows', () => {
  it('splits the pair and computes the quote turnover', () => {
    expect(ROWS[0]).toEqual({ symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', last: 60_000, change: 0.012, volume: 600_000 });
  });
});

describe('sortMarketRows', () => {
  it.each<[MarketSort, string[]]>([
    [DEFAULT_MARKET_SORT, ['SOL', 'BTC', 'ETH']],
    [{ key: 'volume', direction: 'ascending' }, ['ETH', 'BTC', 'SOL']],
    [{ key: 'pair', direction: 'ascending' }, ['BTC', 'ETH', 'SOL']],
    [{ key: 'pair', direction: 'descending' }, ['SOL', 'ETH', 'BTC']],
    [{ key: 'last', direction: 'descending' }, ['BTC', 'ETH', 'SOL']],
    [{ key: 'last', direction: 'ascending' }, ['SOL', 'ETH', 'BTC']],
    [{ key: 'change', direction: 'descending' }, ['BTC', 'SOL', 'ETH']],
    [{ key: 'change', direction: 'ascending' }, ['ETH', 'SOL', 'BTC']],
  ])('%j → %j', (sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('puts unusable numbers last in both directions and breaks ties by pair', () => {
    const rows = marketRows([ticker('ZZZ_USDT', NaN, NaN, 1), ticker('BBB_USDT', 1, 0.1, 1), ticker('AAA_USDT', 1, 0.1, 1)]);
    expect(sortMarketRows(rows, { key: 'change', direction: 'descending' }).map((r) => r.base)).toEqual(['AAA', 'BBB', 'ZZZ']);
    expect(sortMarketRows(rows, { key: 'change', direction: 'ascending' }).map((r) => r.base)).toEqual(['AAA', 'BBB', 'ZZZ']);
  });

  it('does not change its input', () => {
    const before = ROWS.map((r) => r.symbol);
    sortMarketRows(ROWS, { key: 'pair', direction: 'descending' });
    expect(ROWS.map((r) => r.symbol)).toEqual(before);
  });
});

describe('nextMarketSort', () => {
  it.each<[MarketSort, MarketSort['key'], MarketSort]>([
    [DEFAULT_MARKET_SORT, 'volume', { key: 'volume', direction: 'ascending' }],
    [{ key: 'volume', direction: 'ascending' }, 'volume', { key: 'volume', direction: 'descending' }],
    [DEFAULT_MARKET_SORT, 'pair', { key: 'pair', direction: 'ascending' }],
    [DEFAULT_MARKET_SORT, 'change', { key: 'change', direction: 'descending' }],
  ])('%j, click %s → %j', (current, clicked, expected) => {
    expect(nextMarketSort(current, clicked)).toEqual(expected);
  });
});

describe('marketTrend', () => {
  it.each([
    [0.012, 'up'],
    [-0.034, 'down'],
    [0, 'flat'],
    [NaN, 'flat'],
  ])('%d → %s', (change, trend) => {
    expect(marketTrend(change)).toBe(trend);
  });
});
