import type { Frame } from '../data/decimate';
import type { ComputedSeries, PaneId } from '../indicators/indicator-engine';
import { padRange, type Range } from './scales';

/**
 * Renderer arrays built from a decimated frame and the indicator columns. Series data are flat typed
 * arrays, which echarts ingests without per-item objects: candles as [slot, open, close, low, high]
 * repeated, bars and lines as [slot, value] repeated (NaN = no value).
 */
export interface FrameData {
  /** One entry per on-screen slot (bucket times, then extrapolated future times). */
  times: number[];
  candles: Float64Array;
  /** Candle bodies as floating bars: a transparent base (the lower of open/close) and the body height. */
  bodies: { upBase: Float64Array; upSize: Float64Array; downBase: Float64Array; downSize: Float64Array };
  volumeUp: Float64Array;
  volumeDown: Float64Array;
  /** Sampled indicator values per series id (the value at each bucket's last candle, live slot included). */
  lines: Map<string, Float64Array>;
  /** The MACD histogram split by sign for colouring. */
  histogramUp: Float64Array;
  histogramDown: Float64Array;
  ranges: Partial<Record<PaneId, Range>>;
  /** Slot drawn by the live layer (−1 when the live candle is off screen). */
  liveSlot: number;
}

/** Value of a [slot, value] pair array at slot j (undefined when absent). */
export function pairValue(pairs: Float64Array | undefined, j: number): number | undefined {
  const v = pairs?.[2 * j + 1];
  return v === undefined || Number.isNaN(v) ? undefined : v;
}

/**
 * Builds renderer arrays for `frame` plus `padSlots` empty future slots. O(buckets × series).
 * `barMs` is the length of one bucket in ms (for the future slots' labels). The `liveSlot` (the bucket
 * holding the live candle) counts for the scales but is left empty for echarts: the live layer draws it.
 */
export function buildFrameData(frame: Frame, series: readonly ComputedSeries[], padSlots: number, barMs: number, liveSlot = -1): FrameData {
  const n = frame.count;
  const times: number[] = new Array<number>(n + padSlots);
  const candles = new Float64Array(5 * n);
  const volumeUp = new Float64Array(2 * n);
  const volumeDown = new Float64Array(2 * n);
  const bodies = { upBase: new Float64Array(2 * n), upSize: new Float64Array(2 * n), downBase: new Float64Array(2 * n), downSize: new Float64Array(2 * n) };
  let lo = Infinity;
  let hi = -Infinity;
  let vMax = 0;
  for (let j = 0; j < n; j++) {
    const o = frame.open[j] ?? NaN;
    const c = frame.close[j] ?? NaN;
    const l = frame.low[j] ?? NaN;
    const h = frame.high[j] ?? NaN;
    const v = frame.volume[j] ?? 0;
    times[j] = frame.time[j] ?? NaN;
    const k = 5 * j;
    candles[k] = j;
    candles[k + 1] = o;
    candles[k + 2] = c;
    candles[k + 3] = l;
    candles[k + 4] = h;
    if (l < lo) lo = l;
    if (h > hi) hi = h;
    if (v > vMax) vMax = v;
    const up = c >= o;
    bodies.upBase[2 * j] = bodies.upSize[2 * j] = bodies.downBase[2 * j] = bodies.downSize[2 * j] = j;
    bodies.upBase[2 * j + 1] = up ? o : NaN;
    bodies.upSize[2 * j + 1] = up ? c - o : NaN;
    bodies.downBase[2 * j + 1] = up ? NaN : c;
    bodies.downSize[2 * j + 1] = up ? NaN : o - c;
    volumeUp[2 * j] = j;
    volumeUp[2 * j + 1] = up ? v : NaN;
    volumeDown[2 * j] = j;
    volumeDown[2 * j + 1] = up ? NaN : v;
  }
  const lastTime = n > 0 ? (times[n - 1] ?? 0) : 0;
  for (let k = 0; k < padSlots; k++) times[n + k] = lastTime + (k + 1) * barMs;
  const blank = (pairs: Float64Array) => {
    if (liveSlot >= 0 && liveSlot < n) pairs[2 * liveSlot + 1] = NaN;
  };
  if (liveSlot >= 0 && liveSlot < n) candles.fill(NaN, 5 * liveSlot + 1, 5 * liveSlot + 5);
  [bodies.upBase, bodies.upSize, bodies.downBase, bodies.downSize, volumeUp, volumeDown].forEach(blank);

  const lines = new Map<string, Float64Array>();
  const paneMin: Partial<Record<PaneId, number>> = {};
  const paneMax: Partial<Record<PaneId, number>> = {};
  let histogramUp = new Float64Array(0);
  let histogramDown = new Float64Array(0);
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
      histogramUp = new Float64Array(2 * n);
      histogramDown = new Float64Array(2 * n);
      for (let j = 0; j < n; j++) {
        const v = out[2 * j + 1] ?? NaN;
        histogramUp[2 * j] = j;
        histogramDown[2 * j] = j;
        histogramUp[2 * j + 1] = v >= 0 ? v : NaN;
        histogramDown[2 * j + 1] = v < 0 ? v : NaN;
      }
      blank(histogramUp);
      blank(histogramDown);
    }
    lines.set(s.id, out);
    if (s.pane === 'VOL' || sMin === Infinity) continue;
    paneMin[s.pane] = Math.min(paneMin[s.pane] ?? Infinity, sMin);
    paneMax[s.pane] = Math.max(paneMax[s.pane] ?? -Infinity, sMax);
  }
  const ranges: Partial<Record<PaneId, Range>> = {
    main: padRange(Math.min(lo, paneMin.main ?? Infinity), Math.max(hi, paneMax.main ?? -Infinity)),
    VOL: { min: 0, max: vMax > 0 ? vMax * 1.1 : 1 },
  };
  for (const pane of ['MACD', 'KDJ'] as const) {
    ranges[pane] = paneMin[pane] === undefined ? { min: -1, max: 1 } : padRange(paneMin[pane] ?? 0, paneMax[pane] ?? 0, 0.1);
  }
  return { times, candles, bodies, volumeUp, volumeDown, lines, histogramUp, histogramDown, ranges, liveSlot: liveSlot < n ? liveSlot : -1 };
}
