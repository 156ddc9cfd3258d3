import type { AggregationLevels } from './aggregation-levels';
import type { CandleStore } from './candle-store';

/**
 * The candles handed to the renderer: the visible window aggregated into at most `maxBuckets` buckets
 * of `bucketSize` candles (aligned to multiples of the size, so buckets stay stable while panning).
 * Each bucket keeps the first open, the last close, the highest high, the lowest low, the summed volume,
 * and the index of its last candle (indicators are sampled there).
 */
export interface Frame {
  bucketSize: number;
  count: number;
  /** Index of the first candle of the first bucket. */
  startIndex: number;
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  lastIndex: Int32Array;
}

/** Reusable output buffers for a given bucket limit (no allocation per frame). */
export function createFrame(maxBuckets: number): Frame {
  const n = maxBuckets + 2;
  return {
    bucketSize: 1,
    count: 0,
    startIndex: 0,
    time: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    lastIndex: new Int32Array(n),
  };
}

/** Smallest power of two ≥ window / maxBuckets (1 when the window already fits). */
export function bucketSizeFor(windowCount: number, maxBuckets: number): number {
  if (windowCount <= maxBuckets || maxBuckets <= 0) return 1;
  let s = 2;
  while (windowCount / s > maxBuckets) s *= 2;
  return s;
}

/**
 * Decimates candles [from, to) to the pixel width. Cost: O(buckets) using the pyramid, plus at most one
 * partial bucket at the live edge read from the raw columns.
 */
export function decimate(
  store: CandleStore,
  levels: AggregationLevels,
  from: number,
  to: number,
  maxBuckets: number,
  out: Frame = createFrame(maxBuckets),
): Frame {
  const len = store.length;
  const lo = Math.max(0, Math.min(from, len));
  const hi = Math.max(lo, Math.min(to, len));
  const size = bucketSizeFor(hi - lo, maxBuckets);
  out.bucketSize = size;
  if (hi === lo) {
    out.count = 0;
    out.startIndex = lo;
    return out;
  }
  const firstBucket = Math.floor(lo / size);
  const lastBucket = Math.floor((hi - 1) / size);
  const count = lastBucket - firstBucket + 1;
  if (count > out.time.length) throw new RangeError('frame buffer too small');
  out.count = count;
  out.startIndex = firstBucket * size;
  const { time, open, high, low, close, volume } = store;
  if (size === 1) {
    out.time.set(time.subarray(lo, hi));
    out.open.set(open.subarray(lo, hi));
    out.high.set(high.subarray(lo, hi));
    out.low.set(low.subarray(lo, hi));
    out.close.set(close.subarray(lo, hi));
    out.volume.set(volume.subarray(lo, hi));
    for (let i = 0; i < count; i++) out.lastIndex[i] = lo + i;
    return out;
  }
  const level = levels.level(size);
  for (let j = 0; j < count; j++) {
    const b = firstBucket + j;
    const start = b * size;
    const end = Math.min(start + size, len);
    out.time[j] = time[start] ?? NaN;
    out.open[j] = open[start] ?? NaN;
    out.close[j] = close[end - 1] ?? NaN;
    out.lastIndex[j] = end - 1;
    if (end - start === size) {
      out.high[j] = level.high[b] ?? NaN;
      out.low[j] = level.low[b] ?? NaN;
      out.volume[j] = level.volume[b] ?? NaN;
    } else {
      let h = -Infinity;
      let l = Infinity;
      let v = 0;
      for (let i = start; i < end; i++) {
        h = Math.max(h, high[i] ?? -Infinity);
        l = Math.min(l, low[i] ?? Infinity);
        v += volume[i] ?? 0;
      }
      out.high[j] = h;
      out.low[j] = l;
      out.volume[j] = v;
    }
  }
  return out;
}
