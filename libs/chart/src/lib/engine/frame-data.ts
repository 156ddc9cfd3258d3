import type { Frame } from '../data/decimate';
import type { ComputedSeries, PaneId } from '../indicators/indicator-engine';
import type { ChartLayout } from './layout';
import { bodyWidth, padRange, type Range } from './scales';

/**
 * What one render needs from a decimated frame and the indicator columns.
 *
 * Values (`lines`, `ranges`) are in price/indicator units: the legend, the live layer and the overlays read
 * them. echarts instead gets `px`: every pane on one grid whose y axis is the chart's pixel row, negated
 * (−y, so a higher price is a larger value and echarts' up/down colouring still works). One grid with one
 * value x axis (the slot) costs echarts a fraction of one grid and category axis per pane, and lets all bars
 * of one look share a series. Rows are flat typed arrays that echarts ingests without per-item objects:
 * - `wicks`: [slot, open, close, low, high], drawn 1 px wide by a large-mode candlestick series;
 * - `bodies`: the same rows drawn as wide as a candle body (a flat body still one pixel tall), followed by the
 *   MACD histogram bars from 0 to the value; left out when a body would be 1 px (the wick covers it);
 * - `volume`: bars from the bottom of the VOL pane, open/close ordered by the candle's direction;
 * - `lines`: [slot, y] rows per colour slot: every line of that colour, separated by a NaN row.
 * echarts is given the slots before `liveSlot` only: the live layer draws from there on.
 */
export interface FrameData {
  /** One entry per on-screen slot (bucket times, then extrapolated future times). */
  times: number[];
  /** Sampled indicator values per series id ([slot, value] rows, the value at each bucket's last candle), with room for every on-screen slot (future ones NaN until a live candle lands there). */
  lines: Map<string, Float64Array>;
  ranges: Partial<Record<PaneId, Range>>;
  /** First slot drawn by the live layer: the live candle's slot at the last echarts render (−1 when off screen). */
  liveSlot: number;
  /** Last slot drawn by the live layer: grows when new candles land in the empty future slots. */
  liveTo: number;
  px: { wicks: Float64Array; bodies: Float64Array; volume: Float64Array; lines: Float64Array[] };
}

/** Value of a [slot, value] pair array at slot j (undefined when absent). */
export function pairValue(pairs: Float64Array | undefined, j: number): number | undefined {
  const v = pairs?.[2 * j + 1];
  return v === undefined || Number.isNaN(v) ? undefined : v;
}

/** Maps a pane's values to −y (chart px), clamped to the pane. */
function paneMapper(layout: ChartLayout, range: Range | undefined, pane: PaneId): (v: number) => number {
  const rect = layout.panes.find((p) => p.id === pane);
  if (!rect || !range) return () => NaN;
  const k = rect.height / (range.max - range.min || 1);
  const top = rect.top;
  const bottom = rect.top + rect.height;
  return (v) => -Math.min(bottom, Math.max(top, top + (range.max - v) * k));
}

const row = (a: Float64Array, at: number, j: number, o: number, c: number, l: number, h: number) => {
  const k = 5 * at;
  a[k] = j;
  a[k + 1] = o;
  a[k + 2] = c;
  a[k + 3] = l;
  a[k + 4] = h;
};

/**
 * Builds one render's data for `frame` plus `padSlots` empty future slots. O(buckets × series).
 * `barMs` is the length of one bucket in ms (for the future slots' labels). The `liveSlot` (the bucket
 * holding the live candle) counts for the scales but is left to the live layer. `colors` is the number of
 * line colours (lines sharing a colour share an echarts series).
 */
export function buildFrameData(
  frame: Frame,
  series: readonly ComputedSeries[],
  padSlots: number,
  barMs: number,
  liveSlot: number,
  layout: ChartLayout,
  colors = 4,
): FrameData {
  const n = frame.count;
  const slots = n + padSlots;
  const times: number[] = new Array<number>(slots);
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
    const out = new Float64Array(2 * slots);
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
    for (let j = n; j < slots; j++) {
      out[2 * j] = j;
      out[2 * j + 1] = NaN;
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
  const live = liveSlot >= 0 && liveSlot < n ? liveSlot : -1;
  return {
    times,
    lines,
    ranges,
    liveSlot: live,
    liveTo: live,
    px: pixelRows(frame, series, lines, ranges, live < 0 ? n : live, slots, layout, colors),
  };
}

/** The echarts rows (see FrameData) for slots [0, drawn). */
function pixelRows(
  frame: Frame,
  series: readonly ComputedSeries[],
  lines: Map<string, Float64Array>,
  ranges: Partial<Record<PaneId, Range>>,
  drawn: number,
  slots: number,
  layout: ChartLayout,
  colors: number,
): FrameData['px'] {
  const y = paneMapper(layout, ranges.main, 'main');
  const hasVol = layout.panes.some((p) => p.id === 'VOL');
  const wicks = new Float64Array(5 * drawn);
  const withBodies = bodyWidth(layout.plotWidth, slots) > 1;
  const hist = series.filter((s) => s.kind === 'histogram' && layout.panes.some((p) => p.id === s.pane));
  const bodies = new Float64Array(5 * drawn * ((withBodies ? 1 : 0) + hist.length));
  const volume = new Float64Array(hasVol ? 5 * drawn : 0);
  const yVol = paneMapper(layout, ranges.VOL, 'VOL');
  const volBottom = yVol(0);
  let b = 0;
  for (let j = 0; j < drawn; j++) {
    const o = y(frame.open[j] as number);
    const c = y(frame.close[j] as number);
    row(wicks, j, j, o, c, y(frame.low[j] as number), y(frame.high[j] as number));
    if (withBodies) {
      const mid = (o + c) / 2;
      const half = Math.max(Math.abs(c - o), 1) / 2;
      row(bodies, b++, j, o, c, mid - half, mid + half);
    }
    if (hasVol) {
      const v = yVol(frame.volume[j] as number);
      if (c >= o) row(volume, j, j, volBottom, v, volBottom, v);
      else row(volume, j, j, v, volBottom, volBottom, v);
    }
  }
  for (const s of hist) {
    const yh = paneMapper(layout, ranges[s.pane], s.pane);
    const zero = yh(0);
    const values = lines.get(s.id) as Float64Array;
    for (let j = 0; j < drawn; j++) {
      const raw = values[2 * j + 1] as number;
      if (Number.isNaN(raw)) row(bodies, b++, j, NaN, NaN, NaN, NaN);
      else {
        const v = yh(raw);
        row(bodies, b++, j, zero, v, Math.min(zero, v), Math.max(zero, v));
      }
    }
  }
  const byColor: Float64Array[] = [];
  for (let c = 0; c < colors; c++) {
    const group = series.filter((s) => s.kind === 'line' && s.colorSlot % colors === c && layout.panes.some((p) => p.id === s.pane));
    const out = new Float64Array(group.length * 2 * (drawn + 1));
    let k = 0;
    for (const s of group) {
      const map = paneMapper(layout, ranges[s.pane], s.pane);
      const values = lines.get(s.id) as Float64Array;
      for (let j = 0; j < drawn; j++) {
        const v = values[2 * j + 1] as number;
        out[k++] = j;
        out[k++] = Number.isNaN(v) ? NaN : map(v);
      }
      // A gap before the next line of this colour.
      out[k++] = drawn;
      out[k++] = NaN;
    }
    byColor.push(out);
  }
  return { wicks, bodies, volume, lines: byColor };
}
