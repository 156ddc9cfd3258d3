import type { CandleStore } from '../data/candle-store';
import { seriesValueAt, type PaneId } from '../indicators/indicator-engine';
import type { EngineView } from './chart-engine';
import { pairValue } from './frame-data';
import { drawLiveBuckets, drawPriceLabel, drawPriceLine, priceLineRect, yIn, type LiveBucket, type LiveContext, type LiveLayer, type Rect } from './live-layer';
import { bodyWidth, slotToX } from './scales';
import { formatPrice } from './time-format';

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

/** The slots the live layer draws, from `from` (the live slot by default) to the last appended one. */
export function liveBuckets(v: EngineView, from = v.data.liveSlot): LiveBucket[] {
  const { frame: f, data: d } = v;
  const out: LiveBucket[] = [];
  if (d.liveSlot < 0) return out;
  for (let slot = Math.max(from, d.liveSlot); slot <= d.liveTo; slot++) {
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

/**
 * The chart rectangle the column canvas covers: from the slot before the live slot to the right edge (the
 * last-price label on the price scale included); only the price scale when the live candle is off screen.
 */
export function liveColumnRect(v: EngineView): Rect {
  const d = v.data;
  const { layout } = v;
  const h = layout.height - layout.timeAxisHeight;
  const scaleX = layout.left + layout.plotWidth;
  if (d.liveSlot < 0) return { x: scaleX, y: 0, w: layout.width - scaleX, h };
  const half = bodyWidth(layout.plotWidth, v.scales.slots) / 2;
  const left = Math.min(slotToX(v.scales, Math.max(0, d.liveSlot - 1)), slotToX(v.scales, d.liveSlot) - half) - 2;
  return { x: left, y: 0, w: layout.width - left, h };
}

/** What the column canvas shows: the view it was drawn for and the last slot drawn. */
export interface ColumnState {
  view: EngineView;
  to: number;
}

/**
 * Draws the live layer of a view: the live buckets and the last-price label of the store (even when the live
 * candle is scrolled off screen) on the column canvas, and moves the dashed last-price line. When the column
 * already shows this view up to a slot, only that slot's neighbourhood and what follows is repainted (a tick
 * or a new candle costs one or two buckets, however many candles arrived since the last echarts render).
 * Returns what the column now shows.
 */
export function drawLiveLayer(layer: Pick<LiveLayer, 'column' | 'strip'>, v: EngineView, store: CandleStore, priceDecimals: number, shown: ColumnState | null = null): ColumnState | null {
  const { layout, data: d } = v;
  const last = store.length - 1;
  const close = store.close[last];
  const open = store.open[last];
  const y = last >= 0 && close !== undefined ? yIn(layout, d.ranges, 'main', close) : null;
  const line = priceLineRect(layout, y);
  const color = close !== undefined && open !== undefined && close >= open ? v.palette.up : v.palette.down;
  const strip = layer.strip.draw(line, `${color} ${line?.w}`);
  if (strip && line) drawPriceLine(strip, line, color);
  const geometry = { layout, ranges: d.ranges, bodyWidth: bodyWidth(layout.plotWidth, v.scales.slots) };
  const paint = (ctx: LiveContext, from: number) => {
    if (d.liveSlot >= 0) drawLiveBuckets(ctx, geometry, liveBuckets(v, from), v.palette);
    if (line && y !== null && close !== undefined) drawPriceLabel(ctx, layout, y, color, formatPrice(close, priceDecimals));
  };
  const rect = liveColumnRect(v);
  const next = d.liveSlot >= 0 ? { view: v, to: d.liveTo } : null;
  // Repaint from the centre of the slot before the last one shown: the buckets after it and the line segments into them.
  const from = shown && shown.view === v ? shown.to - 1 : -1;
  if (from >= d.liveSlot && from <= d.liveTo) {
    const x0 = Math.floor(slotToX(v.scales, from));
    if (layer.column.patch(rect, { x: x0, y: rect.y, w: rect.x + rect.w - x0, h: rect.h }, (ctx) => paint(ctx, from))) return next;
  }
  const ctx = layer.column.draw(rect);
  if (ctx) paint(ctx, d.liveSlot);
  return next;
}
