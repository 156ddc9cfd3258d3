import { createManualClock, createRandomWalkDatafeed, defined } from '../../testing';
import {
  barsToCandles,
  barToCandle,
  loadHistory,
  loadTimescaleMarks,
  onReadyAsync,
  priceDecimals,
  resolveSymbolAsync,
  searchSymbolsAsync,
  subscribeCandles,
} from './datafeed-adapter';
import type { Bar } from './datafeed-types';

const NOW = Date.UTC(2024, 5, 3, 12, 0);

describe('datafeed adapter (TradingView JS datafeed shape)', () => {
  it.each<[string, Bar, ReturnType<typeof barToCandle>]>([
    [
      'a normal bar',
      { time: 1, open: 2, high: 3, low: 1, close: 2.5, volume: 9 },
      { time: 1, open: 2, high: 3, low: 1, close: 2.5, volume: 9 },
    ],
    ['no volume counts as 0', { time: 1, open: 2, high: 3, low: 1, close: 2 }, { time: 1, open: 2, high: 3, low: 1, close: 2, volume: 0 }],
    [
      'high/low widened to contain open and close',
      { time: 1, open: 5, high: 4, low: 3, close: 2, volume: 1 },
      { time: 1, open: 5, high: 5, low: 2, close: 2, volume: 1 },
    ],
    ['NaN price is dropped', { time: 1, open: NaN, high: 3, low: 1, close: 2 }, null],
    ['string time is dropped', { time: '1' as unknown as number, open: 1, high: 1, low: 1, close: 1 }, null],
  ])('%s', (_name, bar, expected) => {
    expect(barToCandle(bar)).toEqual(expected);
  });

  it('sorts bars and keeps the later duplicate', () => {
    const c = barsToCandles([
      { time: 3, open: 1, high: 1, low: 1, close: 1 },
      { time: 1, open: 1, high: 1, low: 1, close: 1 },
      { time: 3, open: 2, high: 2, low: 2, close: 2 },
    ]);
    expect(c.map((x) => [x.time, x.close])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it.each<[number | undefined, number]>([
    [100, 2],
    [1, 0],
    [100000000, 8],
    [0, 2],
    [undefined, 2],
  ])('pricescale %p shows %d decimals', (pricescale, decimals) => {
    expect(priceDecimals(pricescale === undefined ? undefined : { pricescale })).toBe(decimals);
  });

  it('runs the feed through onReady, resolveSymbol, getBars and getTimescaleMarks', async () => {
    const feed = createRandomWalkDatafeed({ count: 500, now: () => NOW });
    expect((await onReadyAsync(feed)).supported_resolutions).toContain('1M');
    const symbol = await resolveSymbolAsync(feed, 'BTC_USDT');
    expect(priceDecimals(symbol)).toBe(2);
    await expect(resolveSymbolAsync(feed, 'NOPE')).rejects.toThrow('unknown_symbol');
    const { candles, noData } = await loadHistory(feed, symbol, '60', NOW + 1, 200, true);
    expect(noData).toBe(false);
    expect(candles).toHaveLength(200);
    expect(candles.at(-1)?.time).toBe(Date.UTC(2024, 5, 3, 12, 0));
    expect(defined(candles[1]).time - defined(candles[0]).time).toBe(3_600_000);
    const older = await loadHistory(feed, symbol, '60', defined(candles[0]).time, 1000, false);
    expect(older.candles).toHaveLength(300);
    const none = await loadHistory(feed, symbol, '60', defined(older.candles[0]).time, 100, false);
    expect(none).toEqual({ candles: [], noData: true });
    const marks = await loadTimescaleMarks(feed, symbol, '60', defined(candles[0]).time, NOW + 1);
    expect(marks.map((m) => m.label)).toEqual(['L', 'N', 'E']);
  });

  it('is deterministic per seed and resolution', () => {
    const a = createRandomWalkDatafeed({ count: 50, now: () => NOW });
    const b = createRandomWalkDatafeed({ count: 50, now: () => NOW });
    expect(a.history('ETH_USDT', '1D')).toEqual(b.history('ETH_USDT', '1D'));
    expect(a.history('ETH_USDT', '1D')).not.toEqual(a.history('ETH_USDT', '1W'));
    expect(a.history('ETH_USDT', '1M').map((x) => new Date(x.time).getUTCDate())).toEqual(new Array(50).fill(1));
  });

  it('searches symbols', async () => {
    const feed = createRandomWalkDatafeed();
    expect((await searchSymbolsAsync(feed, 'eth')).map((s) => s.symbol)).toEqual(['ETH_USDT']);
    expect((await searchSymbolsAsync(feed, 'btc/usdt')).map((s) => s.symbol)).toEqual(['BTC_USDT']);
  });

  it('streams live candles until unsubscribed', async () => {
    const clock = createManualClock(NOW);
    const feed = createRandomWalkDatafeed({ count: 10, now: () => NOW, clock, tickMs: 20_000, latencyMs: 0 });
    const symbol = await resolveSymbolAsync(feed, 'BTC_USDT');
    const seen: number[] = [];
    const stop = subscribeCandles(
      feed,
      symbol,
      '1',
      (c) => seen.push(c.time),
      () => undefined,
    );
    clock.advance(100_000);
    expect(seen).toHaveLength(5);
    // 20 s ticks on 1-minute bars: the last bar is updated, then a new minute opens.
    expect(new Set(seen).size).toBe(2);
    stop();
    clock.advance(100_000);
    expect(seen).toHaveLength(5);
  });
});
