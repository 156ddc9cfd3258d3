import type { ChartLayout, PaneRect } from './layout';

/** Value range of a pane's y axis. */
export interface Range {
  min: number;
  max: number;
}

/** Maps between candle slots, prices and pixels for what is on screen. */
export interface Scales {
  /** Candle slots on screen (buckets plus empty future slots). */
  slots: number;
  left: number;
  plotWidth: number;
  main: PaneRect;
  price: Range;
}

export function makeScales(layout: ChartLayout, slots: number, price: Range): Scales {
  const main = layout.panes[0] ?? { id: 'main', top: 0, height: layout.height };
  return { slots: Math.max(1, slots), left: layout.left, plotWidth: layout.plotWidth, main, price };
}

/** Centre x of slot j. */
export function slotToX(s: Scales, j: number): number {
  return s.left + ((j + 0.5) * s.plotWidth) / s.slots;
}

/** Slot under x (may be outside [0, slots)). */
export function xToSlot(s: Scales, x: number): number {
  return Math.floor(((x - s.left) * s.slots) / s.plotWidth);
}

export function priceToY(s: Scales, price: number): number {
  const span = s.price.max - s.price.min || 1;
  return s.main.top + ((s.price.max - price) / span) * s.main.height;
}

export function yToPrice(s: Scales, y: number): number {
  const span = s.price.max - s.price.min || 1;
  return s.price.max - ((y - s.main.top) / (s.main.height || 1)) * span;
}

/** Pads a data range by a fraction on both sides (a flat range gets ±1% or ±1). */
export function padRange(min: number, max: number, fraction = 0.08): Range {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1 };
  if (max === min) {
    const d = Math.abs(max) * 0.01 || 1;
    return { min: min - d, max: max + d };
  }
  const d = (max - min) * fraction;
  return { min: min - d, max: max + d };
}

/** Candle body width for a slot width: 70% of the slot, between 1 and 14 px. */
export function bodyWidth(plotWidth: number, slots: number): number {
  return Math.max(1, Math.min(14, Math.floor((plotWidth / Math.max(1, slots)) * 0.7)));
}

/** Round values (steps of 1, 2, 3 or 5 × 10^k, the nearest to span / count) strictly inside a range. */
export function niceTicks(range: Range, count: number): number[] {
  const span = range.max - range.min;
  if (!Number.isFinite(span) || span <= 0 || count <= 0) return [];
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const f = raw / pow;
  const step = (f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10) * pow;
  const out: number[] = [];
  for (let k = Math.floor(range.min / step) + 1; k * step < range.max; k++) out.push(k * step);
  return out;
}
