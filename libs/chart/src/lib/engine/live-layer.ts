import type { PaneId } from '../indicators/indicator-engine';
import { drawText, type GlyphAtlas, type TextStyle } from './glyph-atlas';
import { axisLeft, type ChartLayout } from './layout';
import type { Palette } from './palette';
import type { Range } from './scales';

/** The part of the 2D context the live layer uses (lets the specs record the drawing). */
export type LiveContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'fillText'
  | 'drawImage'
  | 'save'
  | 'restore'
  | 'rect'
  | 'clip'
  | 'setLineDash'
> & {
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: number;
  lineWidth: number;
  font: string;
  textBaseline: CanvasTextBaseline;
  textAlign: CanvasTextAlign;
};

/** One slot drawn by the live layer (the live bucket, or a bucket appended since the last echarts render). */
export interface LiveBucket {
  /** Centre x of the slot and of the slot before it. */
  x: number;
  prevX: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  lines: { pane: PaneId; kind: 'line' | 'histogram'; color: string; prev: number | undefined; value: number | undefined }[];
}

/** Opacity of volume bars (echarts' and the live layer's). */
export const VOLUME_OPACITY = 0.7;

export interface LiveGeometry {
  layout: ChartLayout;
  ranges: Partial<Record<PaneId, Range>>;
  bodyWidth: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Whether two rectangles (or their absence) are the same. */
export const sameRect = (a: Rect | null | undefined, b: Rect | null | undefined): boolean =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);

export const yIn = (layout: ChartLayout, ranges: LiveGeometry['ranges'], pane: PaneId, v: number): number | null => {
  const rect = layout.panes.find((p) => p.id === pane);
  const r = ranges[pane];
  if (!rect || !r || !Number.isFinite(v)) return null;
  const span = r.max - r.min || 1;
  return rect.top + ((r.max - v) / span) * rect.height;
};

/** `yIn` for one pane, looked up once (NaN for values it cannot place). */
export function paneY(layout: ChartLayout, ranges: LiveGeometry['ranges'], pane: PaneId): (v: number) => number {
  const rect = layout.panes.find((p) => p.id === pane);
  const r = ranges[pane];
  if (!rect || !r) return () => NaN;
  const k = rect.height / (r.max - r.min || 1);
  const { top } = rect;
  const { max } = r;
  return (v) => top + (max - v) * k;
}

/**
 * Draws live buckets: candle, volume bar, the segment of every indicator line from the previous slot and the
 * MACD histogram bar. echarts never draws these slots, so a tick (or a new candle in the empty margin) that
 * stays inside the scales costs only this drawing. With `dirty`, only the parts that touch one of those
 * rectangles are drawn (the canvas is clipped to them): a moved price line repaints the candles it crossed.
 */
export function drawLiveBuckets(
  ctx: LiveContext,
  g: LiveGeometry,
  buckets: readonly LiveBucket[],
  palette: Palette,
  dirty: readonly Rect[] | null = null,
): void {
  const { layout, ranges } = g;
  const bw = g.bodyWidth;
  const half = bw / 2;
  const vol = layout.panes.find((p) => p.id === 'VOL');
  const volBottom = vol ? vol.top + vol.height : 0;
  const ys = new Map<PaneId, (v: number) => number>();
  const yOf = (pane: PaneId) => {
    let f = ys.get(pane);
    if (!f) ys.set(pane, (f = paneY(layout, ranges, pane)));
    return f;
  };
  const yMain = yOf('main');
  const yVol = yOf('VOL');
  // Whether the box (x0, y0)–(x1, y1), with 1 px of slack for antialiasing, touches a dirty rectangle.
  const touches = (x0: number, y0: number, x1: number, y1: number) => {
    if (dirty === null) return true;
    const l = Math.min(x0, x1) - 1;
    const r = Math.max(x0, x1) + 1;
    const t = Math.min(y0, y1) - 1;
    const b = Math.max(y0, y1) + 1;
    for (const d of dirty) if (l < d.x + d.w && d.x < r && t < d.y + d.h && d.y < b) return true;
    return false;
  };
  ctx.save();
  ctx.lineWidth = 1;
  for (const b of buckets) {
    const color = b.close >= b.open ? palette.up : palette.down;
    const left = Math.round(b.x - half);
    const wickX = Math.round(b.x) + 0.5;
    const yh = yMain(b.high);
    const yl = yMain(b.low);
    const yo = yMain(b.open);
    const yc = yMain(b.close);
    if (Number.isFinite(yh) && Number.isFinite(yl) && Number.isFinite(yo) && Number.isFinite(yc)) {
      if (
        touches(
          Math.min(left, wickX - 0.5),
          Math.min(yh, yo, yc),
          Math.max(left + bw, wickX + 0.5),
          Math.max(yl, yo, yc, Math.min(yo, yc) + 1),
        )
      ) {
        ctx.strokeStyle = color;
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(wickX, yh);
        ctx.lineTo(wickX, yl);
        ctx.stroke();
        ctx.fillRect(left, Math.min(yo, yc), bw, Math.max(1, Math.abs(yc - yo)));
      }
    }
    const yv = yVol(b.volume);
    if (vol && Number.isFinite(yv) && touches(left, yv, left + bw, volBottom)) {
      // As translucent as echarts' volume bars.
      ctx.fillStyle = color;
      ctx.globalAlpha = VOLUME_OPACITY;
      ctx.fillRect(left, yv, bw, volBottom - yv);
      ctx.globalAlpha = 1;
    }
    for (const line of b.lines) {
      if (line.value === undefined) continue;
      const yLine = yOf(line.pane);
      const y = yLine(line.value);
      if (!Number.isFinite(y)) continue;
      if (line.kind === 'histogram') {
        const y0 = yLine(0);
        if (!Number.isFinite(y0) || !touches(left, y, left + bw, y0)) continue;
        ctx.fillStyle = line.value >= 0 ? palette.up : palette.down;
        ctx.fillRect(left, Math.min(y, y0), bw, Math.max(1, Math.abs(y - y0)));
        continue;
      }
      const yPrev = line.prev === undefined ? NaN : yLine(line.prev);
      if (!Number.isFinite(yPrev) || !touches(b.prevX, yPrev, b.x, y)) continue;
      ctx.strokeStyle = line.color;
      ctx.beginPath();
      ctx.moveTo(b.prevX, yPrev);
      ctx.lineTo(b.x, y);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** Height of the band the last-price line is drawn in (the line is its middle pixel row). */
export const PRICE_LINE_HEIGHT = 3;

/** Where the last-price line sits for a y (null when y is outside the main pane). */
export function priceLineRect(layout: ChartLayout, y: number | null): Rect | null {
  const main = layout.panes[0];
  if (y === null || !main || y < main.top || y > main.top + main.height) return null;
  return { x: layout.left, y: Math.round(y) - 1, w: layout.plotWidth + layout.bandWidth, h: PRICE_LINE_HEIGHT };
}

/** Dashes of the last-price line: 3 px on, 3 px off from the plot's left edge. */
const DASH = 3;

/**
 * The dashed last-price line across the plot, on the middle pixel row of `rect`: a copy of its image when
 * `dashes` has one (one blit), else one dashed stroke (the same pixels as a 3 px rectangle every 6 px).
 */
export function drawPriceLine(
  ctx: LiveContext,
  rect: Rect,
  color: string,
  dashes: ((color: string, width: number) => CanvasImageSource | null) | null = null,
): void {
  if (rect.w <= 0) return;
  const image = dashes?.(color, rect.w);
  if (image) {
    ctx.drawImage(image, rect.x, rect.y + 1, rect.w, 1);
    return;
  }
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.setLineDash([DASH, DASH]);
  ctx.beginPath();
  ctx.moveTo(rect.x, rect.y + 1.5);
  ctx.lineTo(rect.x + rect.w, rect.y + 1.5);
  ctx.stroke();
  ctx.restore();
}

/** The last-price label's box on the price scale: 18 px tall, centred on the line's pixel row. */
export function priceLabelRect(layout: ChartLayout, y: number): Rect {
  return { x: axisLeft(layout), y: Math.round(y) - 9 + 0.5, w: layout.axisWidth, h: 18 };
}

export const LABEL_FONT = '11px sans-serif';

/** The last-price label on the price scale, centred on y (its digits copied from `glyphs` when given). */
export function drawPriceLabel(
  ctx: LiveContext,
  layout: ChartLayout,
  y: number,
  color: string,
  label: string,
  glyphs: GlyphAtlas | null = null,
): void {
  const box = priceLabelRect(layout, y);
  ctx.fillStyle = color;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  drawText(ctx, glyphs, label, box.x + 6, box.y + 9, LABEL_STYLE);
}

const LABEL_STYLE: TextStyle = { font: LABEL_FONT, color: '#ffffff', align: 'left', baseline: 'middle' };
