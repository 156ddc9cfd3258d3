import type { CandleStore } from '../data/candle-store';
import { seriesValueAt, type PaneId } from '../indicators/indicator-engine';
import { bodyWidth } from './build-option';
import type { EngineView } from './chart-engine';
import { pairValue } from './frame-data';
import { drawLive, type LiveBucket, type LiveContext, type Rect } from './live-layer';
import { slotToX } from './scales';
import { formatPrice } from './time-format';

/**
 * Re-aggregates the live slot of the last view from the store after a tick on the last candle. Returns
 * false (nothing changed) when the slot or any of its values would leave the current scales: the caller
 * then does a data render. O(bucket size) — O(1) when not decimated.
 */
export function refreshLiveSlot(store: CandleStore, v: EngineView): boolean {
  const slot = v.data.liveSlot;
  if (slot < 0) return false;
  const f = v.frame;
  const start = f.startIndex + slot * f.bucketSize;
  const { open, high, low, close, volume } = store;
  let h = -Infinity;
  let l = Infinity;
  let vol = 0;
  for (let k = start; k < store.length; k++) {
    h = Math.max(h, high[k] as number);
    l = Math.min(l, low[k] as number);
    vol += volume[k] as number;
  }
  const r = v.data.ranges;
  const inside = (pane: PaneId, x: number | undefined) => {
    const range = r[pane];
    return x === undefined || (range !== undefined && x >= range.min && x <= range.max);
  };
  if (!inside('main', h) || !inside('main', l) || (v.layout.panes.some((p) => p.id === 'VOL') && !inside('VOL', vol))) return false;
  const last = store.length - 1;
  if (!v.series.every((s) => inside(s.pane, seriesValueAt(s, last)))) return false;
  f.open[slot] = open[start] as number;
  f.high[slot] = h;
  f.low[slot] = l;
  f.close[slot] = close[last] as number;
  f.volume[slot] = vol;
  for (const s of v.series) {
    const line = v.data.lines.get(s.id);
    if (line) line[2 * slot + 1] = seriesValueAt(s, last) ?? NaN;
  }
  return true;
}

/** Draws the live slot of a view; returns the painted rectangles. */
export function drawLiveSlot(ctx: LiveContext, v: EngineView, priceDecimals: number): Rect[] {
  const slot = v.data.liveSlot;
  if (slot < 0) return [];
  const f = v.frame;
  const prevSlot = Math.max(0, slot - 1);
  const bucket: LiveBucket = {
    open: f.open[slot] as number,
    high: f.high[slot] as number,
    low: f.low[slot] as number,
    close: f.close[slot] as number,
    volume: f.volume[slot] as number,
    lines: v.series.map((s) => ({
      pane: s.pane,
      kind: s.kind,
      color: v.palette.lines[s.colorSlot % v.palette.lines.length] ?? v.palette.text,
      prev: slot > 0 ? pairValue(v.data.lines.get(s.id), prevSlot) : undefined,
      value: pairValue(v.data.lines.get(s.id), slot),
    })),
  };
  return drawLive(
    ctx,
    {
      layout: v.layout,
      ranges: v.data.ranges,
      x: slotToX(v.scales, slot),
      prevX: slotToX(v.scales, prevSlot),
      bodyWidth: bodyWidth(v.layout.plotWidth, v.scales.slots),
      priceLabel: formatPrice(bucket.close, priceDecimals),
    },
    bucket,
    v.palette,
  );
}
