import type { Frame } from '../data/decimate';
import type { ComputedSeries, PaneId } from '../indicators/indicator-engine';
import { padRange, type Range } from './scales';

/**
 * Renderer arrays built from a decimated frame and the indicator columns, as flat typed arrays that
 * echarts ingests without per-item objects (NaN = no value):
 * - `wicks`, `bodies`, `volume` and `histogram` are [slot, open, close, low, high] rows drawn by large-mode
 *   candlestick series (one path per colour): wicks 1 px wide from low to high; bodies, volume bars and
 *   histogram bars as lines as wide as a candle body from low to high, coloured by close vs open;
 * - `lines` are [slot, value] rows.
 */
export interface FrameData {
  /** One entry per on-screen slot (bucket times, then extrapolated future times). */
  times: number[];
  wicks: Float64Array;
  bodies: Float64Array;
  volume: Float64Array;
  histogram: Float64Array;
  /** Sampled indicator values per series id (the value at each bucket's last candle, live slot included). */
  lines: Map<string, Float64Array>;
  ranges: Partial<Record<PaneId, Range>>;
  /** Slot drawn by the live layer (−1 when the live candle is off screen). */
  liveSlot: number;
}

/** Value of a [slot, value] pair array at slot j (undefined when absent). */
export function pairValue(pairs: Float64Array | undefined, j: number): number | undefined {
  const v = pairs?.[2 * j + 1];
  return v === undefined || Number.isNaN(v) ? undefined : v;
}

const row = (a: Float64Array, j: number, o: number, c: number, l: number, h: number) => {
  const k = 5 * j;
  a[k] = j;
  a[k + 1] = o;
  a[k + 2] = c;
  a[k + 3] = l;
  a[k + 4] = h;
};

/**
 * Builds renderer arrays for `frame` plus `padSlots` empty future slots. O(buckets × series).
 * `barMs` is the length of one bucket in ms (for the future slots' labels). The `liveSlot` (the bucket
 * holding the live candle) counts for the scales but is left empty for echarts: the live layer draws it.
 * `mainHeight` (px) lets a flat candle body still be one pixel tall.
 */
export function buildFrameData(frame: Frame, series: readonly ComputedSeries[], padSlots: number, barMs: number, liveSlot = -1, mainHeight = 400): FrameData {
  const n = frame.count;
  const times: number[] = new Array<number>(n + padSlots);
  const wicks = new Float64Array(5 * n);
  const bodies = new Float64Array(5 * n);
  const volume = new Float64Array(5 * n);
  let histogram = new Float64Array(0);
  let lo = Infinity;
  let hi = -Infinity;
  let vMax = 0;
  for (let j = 0; j < n; j++) {
    const l = frame.low[j] as number;
    const h = frame.high[j] as number;
    const v = frame.volume[j] as number;
    times[j] = frame.time[j] as number;
    if (l < lo) lo = l;
    if (h > hi) hi = h;
    if (v > vMax) vMax = v;
  }
  const lastTime = n > 0 ? (times[n - 1] ?? 0) : 0;
  for (let k = 0; k < padSlots; k++) times[n + k] = lastTime + (k + 1) * barMs;

  const lines = new Map<string, Float64Array>();
  const paneMin: Partial<Record<PaneId, number>> = {};
  const paneMax: Partial<Record<PaneId, number>> = {};
  for (const s of series) {
    const out = new Float64Array(2 * n);
    let sMin = Infinity;
    let sMax = -Infinity;
    const { column, minus } = s;
    for (let j = 0; j < n; j++) {
      const at = frame.lastIndex[j] as number;
      const v = minus ? (column[at] as number) - (minus[at] as number) : (column[at] as number);
      out[2 * j] = j;
      out[2 * j + 1] = v;
      if (v < sMin) sMin = v;
      if (v > sMax) sMax = v;
    }
    if (s.kind === 'histogram') {
      histogram = new Float64Array(5 * n);
      for (let j = 0; j < n; j++) {
        const v = out[2 * j + 1] as number;
        if (v >= 0) row(histogram, j, 0, v, 0, v);
        else row(histogram, j, 0, v, v, 0);
        if (j === liveSlot || Number.isNaN(v)) histogram.fill(NaN, 5 * j + 1, 5 * j + 5);
      }
    }
    lines.set(s.id, out);
    if (s.pane === 'VOL' || sMin === Infinity) continue;
    paneMin[s.pane] = Math.min(paneMin[s.pane] ?? Infinity, sMin);
    paneMax[s.pane] = Math.max(paneMax[s.pane] ?? -Infinity, sMax);
  }
  const main = padRange(Math.min(lo, paneMin.main ?? Infinity), Math.max(hi, paneMax.main ?? -Infinity));
  const ranges: Partial<Record<PaneId, Range>> = { main, VOL: { min: 0, max: vMax > 0 ? vMax * 1.1 : 1 } };
  for (const pane of ['MACD', 'KDJ'] as const) {
    ranges[pane] = paneMin[pane] === undefined ? { min: -1, max: 1 } : padRange(paneMin[pane] ?? 0, paneMax[pane] ?? 0, 0.1);
  }

  const onePx = (main.max - main.min) / Math.max(1, mainHeight);
  for (let j = 0; j < n; j++) {
    const o = frame.open[j] as number;
    const c = frame.close[j] as number;
    const v = frame.volume[j] as number;
    row(wicks, j, o, c, frame.low[j] as number, frame.high[j] as number);
    const mid = (o + c) / 2;
    const half = Math.max(Math.abs(c - o), onePx) / 2;
    row(bodies, j, o, c, mid - half, mid + half);
    if (c >= o) row(volume, j, 0, v, 0, v);
    else row(volume, j, v, 0, 0, v);
  }
  if (liveSlot >= 0 && liveSlot < n) for (const a of [wicks, bodies, volume]) a.fill(NaN, 5 * liveSlot + 1, 5 * liveSlot + 5);
  return { times, wicks, bodies, volume, histogram, lines, ranges, liveSlot: liveSlot < n ? liveSlot : -1 };
}
