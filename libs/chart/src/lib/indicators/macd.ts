import type { Candle, Series } from '../types';
import { emaInto, toSeries } from './kernels';
import type { MacdSettings } from './settings';
import { sourceColumn, toColumns } from './source';

/**
 * MACD columns, NaN where undefined. The histogram is macd − signal and is not stored; the fast and
 * slow EMAs are kept only at the last two indices (enough to recompute a replaced or appended candle).
 */
export interface MacdColumns {
  macd: Float64Array;
  signal: Float64Array;
}

interface EmaPoint {
  i: number;
  fast: number;
  slow: number;
}

/** Fast/slow EMA values at the last two computed indices. */
export interface MacdState {
  last: EmaPoint | null;
  prev: EmaPoint | null;
}

export function macdColumns(capacity: number): MacdColumns {
  return { macd: new Float64Array(capacity), signal: new Float64Array(capacity) };
}

export function macdState(): MacdState {
  return { last: null, prev: null };
}

/**
 * Recomputes MACD from `from` to `len`: O(1) per index, and O(1) in total for a live update
 * (`from` = the last or the new index), starting from the remembered EMA values.
 */
export function macdInto(src: Float64Array, s: MacdSettings, cols: MacdColumns, state: MacdState, from: number, len: number): void {
  const seeded = Math.max(s.fast, s.slow) - 1;
  const resume = [state.last, state.prev].find((p) => p !== null && p.i === from - 1 && p.i >= seeded) ?? null;
  const start = resume ? from : 0;
  const af = 2 / (s.fast + 1);
  const as = 2 / (s.slow + 1);
  let f = resume ? resume.fast : NaN;
  let sl = resume ? resume.slow : NaN;
  let sumF = 0;
  let sumS = 0;
  const { macd } = cols;
  // The resumed point stays remembered: with the indices computed now it makes the last two, so the next
  // tick on the same candle resumes again instead of starting over.
  state.last = resume;
  state.prev = null;
  for (let i = start; i < len; i++) {
    const x = src[i] as number;
    if (i < s.fast) {
      sumF += x;
      f = i === s.fast - 1 ? sumF / s.fast : NaN;
    } else f = af * x + (1 - af) * f;
    if (i < s.slow) {
      sumS += x;
      sl = i === s.slow - 1 ? sumS / s.slow : NaN;
    } else sl = as * x + (1 - as) * sl;
    macd[i] = f - sl;
    if (i >= len - 2) {
      state.prev = state.last;
      state.last = { i, fast: f, slow: sl };
    }
  }
  emaInto(macd, cols.signal, s.signal, seeded, start, len);
}

/**
 * MACD of candles: macd = EMA(fast) − EMA(slow), signal = EMA(macd, signal), histogram = macd − signal.
 * EMAs use α = 2/(n+1) seeded with the simple average of their first n inputs. Aligned with the input.
 */
export function computeMacd(candles: readonly Candle[], settings: MacdSettings): { macd: Series; signal: Series; histogram: Series } {
  const n = candles.length;
  const cols = macdColumns(n);
  macdInto(sourceColumn(toColumns(candles), settings.source, null, 0, n), settings, cols, macdState(), 0, n);
  const histogram = new Float64Array(n);
  for (let i = 0; i < n; i++) histogram[i] = (cols.macd[i] as number) - (cols.signal[i] as number);
  return { macd: toSeries(cols.macd), signal: toSeries(cols.signal), histogram: toSeries(histogram) };
}
