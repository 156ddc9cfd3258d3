import type { Candle, PriceSource, Series } from '../types';
import { emaInto, smaInto, stdevInto, toSeries } from './kernels';
import type { BollSettings } from './settings';
import { sourceColumn, toColumns } from './source';

/** Simple moving average of a source over `period` candles. */
export function computeMa(candles: readonly Candle[], period: number, source: PriceSource = 'close'): Series {
  const out = new Float64Array(candles.length);
  smaInto(sourceColumn(toColumns(candles), source, null, 0, candles.length), out, period, 0, 0, candles.length);
  return toSeries(out);
}

/** Exponential moving average (α = 2/(n+1), seeded with the first n-candle average). */
export function computeEma(candles: readonly Candle[], period: number, source: PriceSource = 'close'): Series {
  const out = new Float64Array(candles.length);
  emaInto(sourceColumn(toColumns(candles), source, null, 0, candles.length), out, period, 0, 0, candles.length);
  return toSeries(out);
}

/** Bollinger Bands columns. */
export interface BollColumns {
  mid: Float64Array;
  dev: Float64Array;
  upper: Float64Array;
  lower: Float64Array;
}

export function bollColumns(capacity: number): BollColumns {
  return {
    mid: new Float64Array(capacity),
    dev: new Float64Array(capacity),
    upper: new Float64Array(capacity),
    lower: new Float64Array(capacity),
  };
}

/** Recomputes Bollinger Bands from `from` (O(period) per index). */
export function bollInto(src: Float64Array, s: BollSettings, cols: BollColumns, from: number, len: number): void {
  smaInto(src, cols.mid, s.period, 0, from, len);
  stdevInto(src, cols.mid, cols.dev, s.period, from, len);
  for (let i = Math.max(0, from); i < len; i++) {
    const m = cols.mid[i] ?? NaN;
    const d = (cols.dev[i] ?? NaN) * s.multiplier;
    cols.upper[i] = m + d;
    cols.lower[i] = m - d;
  }
}

/** Bollinger Bands: SMA(period) ± multiplier × population standard deviation. */
export function computeBoll(candles: readonly Candle[], settings: BollSettings): { mid: Series; upper: Series; lower: Series } {
  const n = candles.length;
  const cols = bollColumns(n);
  bollInto(sourceColumn(toColumns(candles), settings.source, null, 0, n), settings, cols, 0, n);
  return { mid: toSeries(cols.mid), upper: toSeries(cols.upper), lower: toSeries(cols.lower) };
}
