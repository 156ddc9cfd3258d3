import type { Candle, Series } from '../types';
import { diffInto, emaInto, toSeries, type Getter } from './kernels';
import type { MacdSettings } from './settings';
import { sourceGetter, toColumns } from './source';

/** MACD columns, NaN where undefined. */
export interface MacdColumns {
  fastEma: Float64Array;
  slowEma: Float64Array;
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

/** Allocates MACD columns of a given capacity. */
export function macdColumns(capacity: number): MacdColumns {
  return {
    fastEma: new Float64Array(capacity),
    slowEma: new Float64Array(capacity),
    macd: new Float64Array(capacity),
    signal: new Float64Array(capacity),
    histogram: new Float64Array(capacity),
  };
}

/** Recomputes MACD columns from `from` to `len` (O(1) per index after the seeds). */
export function macdInto(get: Getter, s: MacdSettings, cols: MacdColumns, from: number, len: number): void {
  emaInto(get, cols.fastEma, s.fast, 0, from, len);
  emaInto(get, cols.slowEma, s.slow, 0, from, len);
  diffInto(cols.fastEma, cols.slowEma, cols.macd, from, len);
  const macdStart = Math.max(s.fast, s.slow) - 1;
  const { macd } = cols;
  emaInto((i) => macd[i] ?? NaN, cols.signal, s.signal, macdStart, from, len);
  diffInto(cols.macd, cols.signal, cols.histogram, from, len);
}

/**
 * MACD of candles: macd = EMA(fast) − EMA(slow), signal = EMA(macd, signal), histogram = macd − signal.
 * EMAs use α = 2/(n+1) seeded with the simple average of their first n inputs. Aligned with the input.
 */
export function computeMacd(candles: readonly Candle[], settings: MacdSettings): { macd: Series; signal: Series; histogram: Series } {
  const n = candles.length;
  const cols = macdColumns(n);
  macdInto(sourceGetter(toColumns(candles), settings.source), settings, cols, 0, n);
  return { macd: toSeries(cols.macd), signal: toSeries(cols.signal), histogram: toSeries(cols.histogram) };
}
