import type { CandleStore } from '../data/candle-store';
import { seriesValueAt, type PaneId } from '../indicators/indicator-engine';
import type { EngineView } from './engine-view';
import { pairValue } from './frame-data';
import type { ChartLayout } from './layout';
import type { LiveLayer, LiveRegion } from './live-canvas';
import {
  drawLiveBuckets,
  drawPriceLabel,
  drawPriceLine,
  paneY,
  priceLabelRect,
  priceLineRect,
  sameRect,
  yIn,
  type LiveBucket,
  type LiveContext,
  type Rect,
} from './live-layer';
import { bodyWidth, slotToX } from './scales';

/**
 * Brings the live slots of the last view up to date after a tick on the last candle or one new candle, without
 * echarts: the bucket of the last candle is re-aggregated from the store (O(bucket size), O(1) when not
 * decimated). A new candle that opens the next bucket takes the next empty future slot. Returns false (the
 * view is left as it was) when a data render is needed instead: the live candle is not on screen, more than one
 * candle arrived, the new slot is off the window, or a value would leave the current scales.
 */
export function refreshLive(store: CandleStore, v: EngineView): boolean {
  const d = v.data;
  const f = v.frame;
  const last = store.length - 1;
  if (d.liveSlot < 0 || d.liveTo < 0 || last < 0 || store.length - v.length > 1 || store.length < v.length) return false;
  const size = f.bucketSize;
  const slot = Math.floor(last / size) - Math.floor(f.startIndex / size);
  if (slot !== d.liveTo && slot !== d.liveTo + 1) return false;
  if (slot >= v.scales.slots || slot >= f.time.length) return false;
  const start = f.startIndex + slot * size;
  const { high, low, volume } = store;
  let h = -Infinity;
  let l = Infinity;
  let vol = 0;
  for (let k = start; k <= last; k++) {
    h = Math.max(h, high[k] as number);
    l = Math.min(l, low[k] as number);
    vol += volume[k] as number;
  }
  const r = d.ranges;
  const inside = (pane: PaneId, x: number | undefined) => {
    const range = r[pane];
    return x === undefined || (range !== undefined && x >= range.min && x <= range.max);
  };
  if (!inside('main', h) || !inside('main', l) || (v.layout.panes.some((p) => p.id === 'VOL') && !inside('VOL', vol))) return false;
  for (const s of v.series) {
    const line = d.lines.get(s.id);
    if (!inside(s.pane, seriesValueAt(s, last)) || !line || 2 * slot + 1 >= line.length) return false;
  }
  f.time[slot] = store.time[start] as number;
  f.open[slot] = store.open[start] as number;
  f.high[slot] = h;
  f.low[slot] = l;
  f.close[slot] = store.close[last] as number;
  f.volume[slot] = vol;
  f.lastIndex[slot] = last;
  f.count = slot + 1;
  for (const s of v.series) {
    const line = d.lines.get(s.id) as Float64Array;
    line[2 * slot + 1] = seriesValueAt(s, last) ?? NaN;
  }
  d.liveTo = slot;
  v.length = store.length;
  return true;
}

/**
 * The slots the live layer draws, from `from` (the live slot by default) to the last appended one; with
 * `include`, also the earlier live slots it accepts.
 */
export function liveBuckets(v: EngineView, from = v.data.liveSlot, include?: (slot: number) => boolean): LiveBucket[] {
  const { frame: f, data: d } = v;
  const out: LiveBucket[] = [];
  if (d.liveSlot < 0) return out;
  for (let slot = d.liveSlot; slot <= d.liveTo; slot++) {
    if (slot < from && !include?.(slot)) continue;
    const prevSlot = Math.max(0, slot - 1);
    out.push({
      x: slotToX(v.scales, slot),
      prevX: slotToX(v.scales, prevSlot),
      open: f.open[slot] as number,
      high: f.high[slot] as number,
      low: f.low[slot] as number,
      close: f.close[slot] as number,
      volume: f.volume[slot] as number,
      lines: v.series.map((s) => ({
        pane: s.pane,
        kind: s.kind,
        color: v.palette.lines[s.colorSlot % v.palette.lines.length] ?? v.palette.text,
        prev: slot > 0 ? pairValue(d.lines.get(s.id), prevSlot) : undefined,
        value: pairValue(d.lines.get(s.id), slot),
      })),
    });
  }
  return out;
}

/** The chart rectangle the live canvas covers: everything above the time scale (the line spans the plot). */
export function liveRect(layout: ChartLayout): Rect {
  return { x: 0, y: 0, w: layout.width, h: Math.max(0, layout.height - layout.timeAxisHeight) };
}

/** What the live canvas shows: the view it was drawn for, the last slot drawn, the price line and label. */
export interface LiveShown {
  view: EngineView;
  /** Last slot drawn (the view's `liveTo`; −1 when the live candle is off screen). */
  to: number;
  rect: Rect;
  line: Rect | null;
  color: string;
  label: { box: Rect; text: string } | null;
}

/**
 * What to repaint on the live canvas (`full`: all of it). Otherwise: the `column` of live slots from slot
 * `from` (null: none), the price line's old and new rows (`bands`) when it moved, and the label's old and new
 * boxes (`labels`) when it changed.
 */
export interface LiveRepaint {
  full: boolean;
  column: Rect | null;
  from: number;
  /** The old and new price line rows when the line moved: live buckets crossing them are repainted too. */
  bands: Rect[];
  labels: { old: Rect | null; next: Rect | null } | null;
}

/**
 * Whether the main-pane part of a live slot (its candle, and the main-pane indicator segments into it) reaches
 * a band of rows; the parts in the other panes never do.
 */
export function slotCrosses(
  v: EngineView,
  slot: number,
  band: Rect,
  y: (value: number) => number = paneY(v.layout, v.data.ranges, 'main'),
): boolean {
  const { frame: f, data: d } = v;
  let lo = Infinity;
  let hi = -Infinity;
  const add = (value: number | undefined) => {
    const py = value === undefined ? NaN : y(value);
    if (py < lo) lo = py;
    if (py > hi) hi = py;
  };
  add(f.high[slot]);
  add(f.low[slot]);
  for (const s of v.series) {
    if (s.pane !== 'main') continue;
    add(pairValue(d.lines.get(s.id), slot));
    if (slot > 0) add(pairValue(d.lines.get(s.id), slot - 1));
  }
  return hi >= band.y - 1 && lo <= band.y + band.h + 1;
}

/**
 * What changed between what the live canvas shows and what it should show. A new view (an echarts render) or
 * size repaints all. Otherwise: the live buckets from the centre of the slot before the last one shown (a
 * tick or a new candle costs one or two buckets, however many candles arrived since the last echarts render),
 * the price line's old and new rows when it moved or changed colour (with the buckets it crosses), and the
 * label's old and new boxes when its text, colour or place changed. Nothing changed: nothing to repaint.
 */
export function planLiveRepaint(shown: LiveShown | null, next: LiveShown): LiveRepaint {
  const v = next.view;
  const d = v.data;
  if (!shown || shown.view !== v || !sameRect(shown.rect, next.rect))
    return { full: true, column: null, from: d.liveSlot, bands: [], labels: null };
  let column: Rect | null = null;
  let from = d.liveTo + 1;
  if (d.liveSlot >= 0 && d.liveTo >= d.liveSlot) {
    const half = bodyWidth(v.layout.plotWidth, v.scales.slots) / 2;
    const after = shown.to - 1;
    from = after >= d.liveSlot ? after : d.liveSlot;
    const x0 =
      after >= d.liveSlot
        ? Math.floor(slotToX(v.scales, after))
        : Math.floor(Math.min(slotToX(v.scales, Math.max(0, d.liveSlot - 1)), slotToX(v.scales, d.liveSlot) - half) - 2);
    // Never onto the price scale, where the label is.
    const x1 = Math.min(v.layout.left + v.layout.plotWidth, Math.ceil(slotToX(v.scales, d.liveTo) + half + 2));
    column = { x: x0, y: next.rect.y, w: x1 - x0, h: next.rect.h };
  }
  const bands: Rect[] = [];
  if (!sameRect(shown.line, next.line) || (next.line && shown.color !== next.color)) {
    if (shown.line) bands.push(shown.line);
    if (next.line) bands.push(next.line);
  }
  const a = shown.label;
  const b = next.label;
  const labels =
    a?.text !== b?.text || !sameRect(a?.box, b?.box) || (b && shown.color !== next.color)
      ? { old: a?.box ?? null, next: b?.box ?? null }
      : null;
  return { full: false, column, from, bands, labels };
}

/** Rows closer than this are repainted as one band (one clip, one pass over the live slots). */
const MERGE_BANDS_PX = 16;

/** The price line's old and new rows as one band when they are close, else as they are. */
export function mergeBands(bands: readonly Rect[]): Rect[] {
  const [a, b] = bands;
  if (!a || !b || bands.length !== 2) return [...bands];
  const top = Math.min(a.y, b.y);
  const bottom = Math.max(a.y + a.h, b.y + b.h);
  if (bottom - top > a.h + b.h + MERGE_BANDS_PX) return [a, b];
  const x = Math.min(a.x, b.x);
  return [{ x, y: top, w: Math.max(a.x + a.w, b.x + b.w) - x, h: bottom - top }];
}

/** Whether the live canvas shows nothing for this state: no live slot, no price line, no label. */
export const blank = (s: LiveShown): boolean => s.to < 0 && s.line === null && s.label === null;

/** Whether a repaint plan has anything to repaint. */
export const repaints = (p: LiveRepaint): boolean => p.full || p.column !== null || p.bands.length > 0 || p.labels !== null;

/**
 * Draws the live layer of a view on the live canvas: the live buckets, the dashed last-price line and the
 * last-price label of the store (the line and label even when the live candle is scrolled off screen),
 * repainting only what changed since `shown` (see planLiveRepaint). Returns what the canvas now shows.
 */
export function drawLiveLayer(
  layer: Pick<LiveLayer, 'live' | 'glyphs' | 'dashes'>,
  v: EngineView,
  store: CandleStore,
  /** The last price's text (the engine's price formatter, decision 1974). */
  formatPrice: (value: number) => string,
  shown: LiveShown | null = null,
): LiveShown {
  const { layout, data: d } = v;
  const last = store.length - 1;
  const close = store.close[last];
  const open = store.open[last];
  const y = last >= 0 && close !== undefined ? yIn(layout, d.ranges, 'main', close) : null;
  const line = priceLineRect(layout, y);
  const color = close !== undefined && open !== undefined && close >= open ? v.palette.up : v.palette.down;
  const label = line && y !== null && close !== undefined ? { box: priceLabelRect(layout, y), text: formatPrice(close) } : null;
  const next: LiveShown = { view: v, to: d.liveSlot >= 0 ? d.liveTo : -1, rect: liveRect(layout), line, color, label };
  const plan = planLiveRepaint(shown, next);
  // A blank canvas that stays blank (panning in history with the last price off the scale): not touched.
  if (!repaints(plan) || (plan.full && shown && sameRect(shown.rect, next.rect) && blank(shown) && blank(next))) return next;
  const geometry = { layout, ranges: d.ranges, bodyWidth: bodyWidth(layout.plotWidth, v.scales.slots) };
  const glyphs = layer.glyphs ?? null;
  const dashes = layer.dashes ?? null;
  const drawLabel = (ctx: LiveContext) => {
    if (label && y !== null) drawPriceLabel(ctx, layout, y, color, label.text, glyphs);
  };
  const paintAll = (ctx: LiveContext) => {
    if (line) drawPriceLine(ctx, line, color, dashes);
    if (d.liveSlot >= 0) drawLiveBuckets(ctx, geometry, liveBuckets(v), v.palette);
    drawLabel(ctx);
  };
  if (plan.full) {
    layer.live.paint(next.rect, null, paintAll);
    return next;
  }
  const regions: LiveRegion[] = [];
  const column = plan.column;
  if (column) {
    regions.push({
      rect: column,
      clip: true,
      paint: (ctx) => {
        if (line) drawPriceLine(ctx, line, color, dashes);
        drawLiveBuckets(ctx, geometry, liveBuckets(v, plan.from), v.palette, [column]);
      },
    });
  }
  const yMain = paneY(layout, d.ranges, 'main');
  for (const band of mergeBands(plan.bands)) {
    regions.push({
      rect: band,
      clip: true,
      paint: (ctx) => {
        if (line) drawPriceLine(ctx, line, color, dashes);
        // The live slots this row crosses (their candles were cleared with it).
        const crossing = d.liveSlot >= 0 ? liveBuckets(v, d.liveTo + 1, (slot) => slotCrosses(v, slot, band, yMain)) : [];
        if (crossing.length > 0) drawLiveBuckets(ctx, geometry, crossing, v.palette, [band]);
      },
    });
  }
  // The label's box holds nothing else: clear the old one, draw the new one, no clipping.
  if (plan.labels?.old) regions.push({ rect: plan.labels.old, clip: false });
  if (plan.labels?.next) regions.push({ rect: plan.labels.next, clip: false, paint: drawLabel });
  layer.live.paint(next.rect, regions, paintAll);
  return next;
}
