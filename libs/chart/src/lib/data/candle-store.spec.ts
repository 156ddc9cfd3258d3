import { defined } from '../../testing';
import { candlesFromCloses } from '../indicators/reference';
import { CandleStore } from './candle-store';

describe('CandleStore', () => {
  const candles = candlesFromCloses([1, 2, 3, 4], 0, 10);

  it('keeps candles in typed columns and grows past its capacity', () => {
    const store = new CandleStore(2);
    candles.forEach((c) => store.upsert(c));
    for (let i = 0; i < 150; i++) store.upsert({ ...defined(candles[3]), time: 40 + i * 10, close: i });
    expect(store.length).toBe(154);
    // 64 → 128 → 192: growth by half (at least 64).
    expect(store.capacity).toBe(192);
    expect(store.close).toBeInstanceOf(Float64Array);
    expect(store.candle(0)).toEqual(candles[0]);
    expect(store.last()?.close).toBe(149);
  });

  it('keeps room for live candles after a reset', () => {
    const store = new CandleStore();
    store.reset(candles);
    expect(store.capacity).toBeGreaterThanOrEqual(candles.length + 1024);
  });

  it.each<[string, number, 'append' | 'replace' | 'ignored', number]>([
    ['newer time appends', 40, 'append', 5],
    ['same time replaces the last', 30, 'replace', 4],
    ['older time is ignored', 20, 'ignored', 4],
    ['NaN time is ignored', NaN, 'ignored', 4],
  ])('%s', (_name, time, result, length) => {
    const store = CandleStore.fromCandles(candles);
    const before = store.version;
    expect(store.upsert({ time, open: 9, high: 9, low: 9, close: 9, volume: 9 })).toBe(result);
    expect(store.length).toBe(length);
    expect(store.version > before).toBe(result !== 'ignored');
  });

  it('prepends older history and finds indices by time', () => {
    const store = CandleStore.fromCandles(candles.slice(2));
    expect(store.prepend(candles)).toBe(2);
    expect(Array.from(store.time.subarray(0, store.length))).toEqual([0, 10, 20, 30]);
    expect(store.indexAtOrBefore(25)).toBe(2);
    expect(store.indexAtOrBefore(-1)).toBe(-1);
    expect(store.indexAtOrBefore(1000)).toBe(3);
  });

  it('resets from unsorted duplicates by keeping order and the later duplicate', () => {
    const store = new CandleStore();
    store.reset([defined(candles[0]), defined(candles[1]), { ...defined(candles[1]), close: 7 }, defined(candles[0])]);
    expect(store.length).toBe(2);
    expect(store.close[1]).toBe(7);
  });
});
