import type { PaneId } from '../indicators/indicator-engine';
import type { FrameData } from './frame-data';
import { drawText } from './glyph-atlas';
import { axisLeft, type ChartLayout } from './layout';
import type { LiveSprite } from './live-canvas';
import type { Rect } from './live-layer';
import type { Palette } from './palette';
import { niceTicks, type Range } from './scales';
import { niceTimeStep, startsTimeStep } from './time-steps';

/** Where the axes put labels and grid lines: slots on round times, round values per pane. */
export interface AxisTicks {
  slots: number[];
  panes: { id: PaneId; values: number[] }[];
}

/** Price labels are drawn this far inside a pane's edges at least (so they are never cut). */
const EDGE_PX = 7;

const yOf = (top: number, height: number, r: Range, v: number) => top + ((r.max - v) / (r.max - r.min || 1)) * height;

/**
 * Each price label asks about this much of its pane's height (decision 1974): a round step is at least 2/3 of the step
 * it rounds, so labels are rarely closer than 26 px; `MIN_LABEL_GAP_PX` drops any that would be.
 */
export const LABEL_SPACING_PX = 40;
/** Two 12 px price labels are never closer than this (centre to centre): they never touch. */
export const MIN_LABEL_GAP_PX = 20;

/**
 * Labels every 1 h, 6 h, 1 day… chosen from the zoom; the main pane gets up to 6 price steps, sub-panes up to 2, fewer
 * when the pane is shorter than `LABEL_SPACING_PX` per label (two asked at least), none closer than `MIN_LABEL_GAP_PX`.
 */
export function computeAxisTicks(layout: ChartLayout, data: FrameData, barMs: number): AxisTicks {
  const step = niceTimeStep(barMs, layout.plotWidth / Math.max(1, data.times.length));
  const slots: number[] = [];
  // The first bar of each step, not only bars exactly on it: offset bar times keep their labels and grid.
  data.times.forEach((t, j) => {
    if (startsTimeStep(t, j > 0 ? data.times[j - 1] : undefined, step)) slots.push(j);
  });
  const panes = layout.panes.map((p) => {
    const r = data.ranges[p.id] ?? { min: 0, max: 1 };
    const count = Math.max(2, Math.min(p.id === 'main' ? 6 : 2, Math.floor(p.height / LABEL_SPACING_PX)));
    let lastY = Number.POSITIVE_INFINITY;
    const values = niceTicks(r, count).filter((v) => {
      const y = yOf(p.top, p.height, r, v);
      if (y < p.top + EDGE_PX || y > p.top + p.height - EDGE_PX || lastY - y < MIN_LABEL_GAP_PX) return false;
      lastY = y;
      return true;
    });
    return { id: p.id, values };
  });
  return { slots, panes };
}

/** Grid-line positions for echarts: −y of every price tick and pane edge (see FrameData's pixel rows). */
export function gridRows(layout: ChartLayout, data: FrameData, ticks: AxisTicks): number[] {
  const out: number[] = [];
  for (const p of layout.panes) {
    const r = data.ranges[p.id] ?? { min: 0, max: 1 };
    out.push(-p.top, -(p.top + p.height));
    for (const v of ticks.panes.find((t) => t.id === p.id)?.values ?? []) out.push(-yOf(p.top, p.height, r, v));
  }
  return out;
}

export interface AxisLabels {
  time: (time: number) => string;
  price: (value: number) => string;
  pane: (value: number) => string;
}

/** The price scale (right of the plot) and the time scale (under it) as canvases of their own. */
export interface AxisSprites {
  price: LiveSprite;
  time: LiveSprite;
}

export function priceAxisRect(layout: ChartLayout): Rect {
  return { x: axisLeft(layout), y: 0, w: layout.axisWidth, h: layout.height - layout.timeAxisHeight };
}

export function timeAxisRect(layout: ChartLayout): Rect {
  return { x: 0, y: layout.height - layout.timeAxisHeight, w: layout.width, h: layout.timeAxisHeight };
}

/** One label on a scale: its text and where it is anchored (chart px). */
export interface AxisLabel {
  text: string;
  x: number;
  y: number;
}

/** The labels of both scales for one render (price scale: left-aligned, middle; time scale: centred, top). */
export function axisLabelItems(
  layout: ChartLayout,
  data: FrameData,
  ticks: AxisTicks,
  labels: AxisLabels,
): { price: AxisLabel[]; time: AxisLabel[] } {
  const price: AxisLabel[] = [];
  const x = axisLeft(layout) + 8;
  for (const p of layout.panes) {
    const r = data.ranges[p.id] ?? { min: 0, max: 1 };
    const format = p.id === 'main' ? labels.price : labels.pane;
    for (const v of ticks.panes.find((t) => t.id === p.id)?.values ?? []) price.push({ text: format(v), x, y: yOf(p.top, p.height, r, v) });
  }
  const time: AxisLabel[] = [];
  const slots = Math.max(1, data.times.length);
  const y = layout.height - layout.timeAxisHeight + 6;
  for (const j of ticks.slots) {
    const t = data.times[j];
    if (t !== undefined) time.push({ text: labels.time(t), x: layout.left + ((j + 0.5) * layout.plotWidth) / slots, y });
  }
  return { price, time };
}

/** Identifies what a scale shows: a redraw with the same key is skipped (positions to a tenth of a pixel). */
export function axisKey(items: readonly AxisLabel[], color: string): string {
  let key = color;
  for (const l of items) key += `|${l.text}@${l.x.toFixed(1)},${l.y.toFixed(1)}`;
  return key;
}

const AXIS_FONT = '12px sans-serif';

/**
 * Draws the axis labels (a few dozen texts on two small canvases) after each echarts render; a scale whose
 * labels are the same as last time (same texts, places and colour) is not touched. The labels move with the
 * scales by fractions of a pixel, so glyph bitmaps would rarely be reused here: they are drawn with fillText.
 */
export function drawAxisLabels(
  sprites: AxisSprites,
  layout: ChartLayout,
  data: FrameData,
  ticks: AxisTicks,
  palette: Palette,
  labels: AxisLabels,
): void {
  const items = axisLabelItems(layout, data, ticks, labels);
  const color = palette.mutedText;
  const price = sprites.price.draw(priceAxisRect(layout), axisKey(items.price, color));
  if (price)
    for (const l of items.price) drawText(price, null, l.text, l.x, l.y, { font: AXIS_FONT, color, align: 'left', baseline: 'middle' });
  const time = sprites.time.draw(timeAxisRect(layout), axisKey(items.time, color));
  if (time)
    for (const l of items.time) drawText(time, null, l.text, l.x, l.y, { font: AXIS_FONT, color, align: 'center', baseline: 'top' });
}
