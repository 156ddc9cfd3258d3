import type { Candle, Series } from '../types';
import { kdjInto, toSeries } from './kernels';
import type { KdjSettings } from './settings';
import { toColumns, type OhlcColumns } from './source';

/** KDJ columns, NaN where undefined. */
export interface KdjColumns {
  k: Float64Array;
  d: Float64Array;
  j: Float64Array;
}

export function kdjColumns(capacity: number): KdjColumns {
  return { k: new Float64Array(capacity), d: new Float64Array(capacity), j: new Float64Array(capacity) };
}

/** Recomputes KDJ columns from `from` to `len` (O(period) to start, amortised O(1) after). */
export function kdjColumnsInto(src: OhlcColumns, s: KdjSettings, cols: KdjColumns, from: number, len: number): void {
  kdjInto(src.high, src.low, src.close, s.period, s.k, s.d, cols.k, cols.d, cols.j, from, len);
}

/**
 * KDJ of candles: RSV over `period` bars, K and D smoothed with weights 1/k and 1/d starting from 50,
 * J = 3K − 2D. Aligned with the input; undefined for the first period − 1 candles.
 */
export function computeKdj(candles: readonly Candle[], settings: KdjSettings): { k: Series; d: Series; j: Series } {
  const n = candles.length;
  const cols = kdjColumns(n);
  kdjColumnsInto(toColumns(candles), settings, cols, 0, n);
  return { k: toSeries(cols.k), d: toSeries(cols.d), j: toSeries(cols.j) };
}
