import type { Candle } from '../types';

/** Builds candles from closes (open = previous close, high/low = max/min ± 1) for the specs and stories. */
export function candlesFromCloses(closes: readonly number[], start = Date.UTC(2024, 0, 1), step = 60_000): Candle[] {
  return closes.map((close, i) => {
    const open = i === 0 ? close : (closes[i - 1] ?? close);
    return { time: start + i * step, open, high: Math.max(open, close) + 1, low: Math.min(open, close) - 1, close, volume: 100 + i };
  });
}

/** Builds candles from [high, low, close] triples. */
export function candlesFromHlc(
  rows: readonly (readonly [number, number, number])[],
  start = Date.UTC(2024, 0, 1),
  step = 60_000,
): Candle[] {
  return rows.map(([high, low, close], i) => ({ time: start + i * step, open: close, high, low, close, volume: 1 }));
}
