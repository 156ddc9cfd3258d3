import { defined } from '../../testing';
import type { Candle } from '../types';
import { AggregationLevels } from './aggregation-levels';
import { CandleStore } from './candle-store';
import { bucketSizeFor, decimate } from './decimate';

function randomCandles(n: number, seed = 3): Candle[] {
  let s = seed;
  let price = 100;
  return Array.from({ length: n }, (_, i) => {
    s = (s * 16807) % 2147483647;
    const r = s / 2147483647;
    const open = price;
    price += (r - 0.5) * 2;
    return {
      time: i * 60_000,
      open,
      high: Math.max(open, price) + r,
      low: Math.min(open, price) - (1 - r),
      close: price,
      volume: Math.round(r * 100),
    };
  });
}

/** Naive aggregation straight from the candles. */
function naive(candles: Candle[], from: number, to: number, size: number) {
  const out: { time: number; open: number; high: number; low: number; close: number; volume: number }[] = [];
  for (let b = Math.floor(from / size); b * size < to; b++) {
    const group = candles.slice(b * size, Math.min((b + 1) * size, candles.length));
    out.push({
      time: defined(group[0]).time,
      open: defined(group[0]).open,
      close: defined(group[group.length - 1]).close,
      high: Math.max(...group.map((c) => c.high)),
      low: Math.min(...group.map((c) => c.low)),
      volume: group.reduce((a, c) => a + c.volume, 0),
    });
  }
  return out;
}

const rows = (f: ReturnType<typeof decimate>) =>
  Array.from({ length: f.count }, (_, j) => ({
    time: f.time[j],
    open: f.open[j],
    high: f.high[j],
    low: f.low[j],
    close: f.close[j],
    volume: f.volume[j],
  }));

describe('decimation to pixel width', () => {
  it.each<[number, number, number]>([
    [10, 10, 1],
    [11, 10, 2],
    [200, 600, 1],
    [1000, 600, 2],
    [1_000_000, 640, 2048],
  ])('window %d into %d buckets uses bucket size %d', (window, max, size) => {
    expect(bucketSizeFor(window, max)).toBe(size);
  });

  const candles = randomCandles(1000);
  const store = CandleStore.fromCandles(candles);
  const levels = new AggregationLevels(store);

  it.each<[number, number, number]>([
    [0, 1000, 100],
    [0, 1000, 1000],
    [137, 911, 50],
    [990, 1000, 3],
    [0, 999, 7],
    [500, 501, 1],
  ])('window [%d, %d) into %d buckets keeps every high, low, open, close and volume', (from, to, max) => {
    const f = decimate(store, levels, from, to, max);
    expect(f.count).toBeLessThanOrEqual(max + 1);
    const expected = naive(candles, from, to, f.bucketSize);
    const actual = rows(f);
    expect(actual).toHaveLength(expected.length);
    actual.forEach((r, j) => {
      expect(r.high).toBe(defined(expected[j]).high);
      expect(r.low).toBe(defined(expected[j]).low);
      expect(r.open).toBe(defined(expected[j]).open);
      expect(r.close).toBe(defined(expected[j]).close);
      expect(r.time).toBe(defined(expected[j]).time);
      expect(r.volume).toBeCloseTo(defined(expected[j]).volume, 6);
    });
    const visibleHigh = Math.max(...candles.slice(from, to).map((c) => c.high));
    expect(Math.max(...actual.map((r) => defined(r.high)))).toBeGreaterThanOrEqual(visibleHigh);
  });

  it('keeps the pyramid current through live appends and replacements', () => {
    const live = CandleStore.fromCandles(candles.slice(0, 500), 0);
    const liveLevels = new AggregationLevels(live);
    decimate(live, liveLevels, 0, 500, 20);
    const all = candles.slice(0, 500);
    for (let i = 500; i < 700; i++) {
      const c = defined(candles[i]);
      live.upsert({ ...c, high: c.high - 5 });
      liveLevels.touch(live.length - 1);
      live.upsert(c);
      liveLevels.touch(live.length - 1);
      all.push(c);
    }
    const f = decimate(live, liveLevels, 0, 700, 20);
    expect(rows(f).map((r) => r.high)).toEqual(naive(all, 0, 700, f.bucketSize).map((r) => r.high));
  });

  it('returns an empty frame for an empty window', () => {
    expect(decimate(new CandleStore(), new AggregationLevels(new CandleStore()), 0, 10, 10).count).toBe(0);
  });
});
