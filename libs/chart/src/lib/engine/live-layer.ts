import type { PaneId } from '../indicators/indicator-engine';
import type { ChartLayout } from './layout';
import type { Palette } from './palette';
import type { Range } from './scales';

/** The part of the 2D context the live layer uses (lets the specs record the drawing). */
export type LiveContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'fillText' | 'save' | 'restore' | 'rect' | 'clip'
> & { fillStyle: unknown; strokeStyle: unknown; globalAlpha: number; lineWidth: number; font: string; textBaseline: CanvasTextBaseline; textAlign: CanvasTextAlign };

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

export const yIn = (layout: ChartLayout, ranges: LiveGeometry['ranges'], pane: PaneId, v: number): number | null => {
  const rect = layout.panes.find((p) => p.id === pane);
  const r = ranges[pane];
  if (!rect || !r || !Number.isFinite(v)) return null;
  const span = r.max - r.min || 1;
  return rect.top + ((r.max - v) / span) * rect.height;
};

/**
 * Draws live buckets: candle, volume bar, the segment of every indicator line from the previous slot and the
 * MACD histogram bar. echarts never draws these slots, so a tick (or a new candle in the empty margin) that
 * stays inside the scales costs only this drawing on a canvas a few slots wide.
 */
export function drawLiveBuckets(ctx: LiveContext, g: LiveGeometry, buckets: readonly LiveBucket[], palette: Palette): void {
  const { layout, ranges } = g;
  const half = g.bodyWidth / 2;
  const vol = layout.panes.find((p) => p.id === 'VOL');
  ctx.save();
  ctx.lineWidth = 1;
  for (const b of buckets) {
    const color = b.close >= b.open ? palette.up : palette.down;
    const left = Math.round(b.x - half);
    const yh = yIn(layout, ranges, 'main', b.high);
    const yl = yIn(layout, ranges, 'main', b.low);
    const yo = yIn(layout, ranges, 'main', b.open);
    const yc = yIn(layout, ranges, 'main', b.close);
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    if (yh !== null && yl !== null && yo !== null && yc !== null) {
      ctx.beginPath();
      ctx.moveTo(Math.round(b.x) + 0.5, yh);
      ctx.lineTo(Math.round(b.x) + 0.5, yl);
      ctx.stroke();
      ctx.fillRect(left, Math.min(yo, yc), g.bodyWidth, Math.max(1, Math.abs(yc - yo)));
    }
    const yv = yIn(layout, ranges, 'VOL', b.volume);
    if (vol && yv !== null) {
      // As translucent as echarts' volume bars.
      ctx.globalAlpha = VOLUME_OPACITY;
      ctx.fillRect(left, yv, g.bodyWidth, vol.top + vol.height - yv);
      ctx.globalAlpha = 1;
    }
    for (const line of b.lines) {
      if (line.value === undefined) continue;
      const y = yIn(layout, ranges, line.pane, line.value);
      if (y === null) continue;
      if (line.kind === 'histogram') {
        const y0 = yIn(layout, ranges, line.pane, 0);
        if (y0 === null) continue;
        ctx.fillStyle = line.value >= 0 ? palette.up : palette.down;
        ctx.fillRect(left, Math.min(y, y0), g.bodyWidth, Math.max(1, Math.abs(y - y0)));
        continue;
      }
      const yPrev = line.prev === undefined ? null : yIn(layout, ranges, line.pane, line.prev);
      if (yPrev === null) continue;
      ctx.strokeStyle = line.color;
      ctx.beginPath();
      ctx.moveTo(b.prevX, yPrev);
      ctx.lineTo(b.x, y);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** Height of the last-price line's canvas (the line is drawn through its middle). */
export const PRICE_LINE_HEIGHT = 3;

/** Where the last-price line sits for a y (null when y is outside the main pane). */
export function priceLineRect(layout: ChartLayout, y: number | null): Rect | null {
  const main = layout.panes[0];
  if (y === null || !main || y < main.top || y > main.top + main.height) return null;
  return { x: layout.left, y: Math.round(y) - 1, w: layout.plotWidth, h: PRICE_LINE_HEIGHT };
}

/** The dashed last-price line across the plot, drawn once per colour: a tick only moves its canvas. */
export function drawPriceLine(ctx: LiveContext, rect: Rect, color: string): void {
  ctx.fillStyle = color;
  // Dashes as rectangles: cheaper than a dashed stroke and crisp on the pixel row.
  for (let x = rect.x; x < rect.x + rect.w; x += 6) ctx.fillRect(x, rect.y + 1, 3, 1);
}

/** The last-price label on the price scale, centred on y. */
export function drawPriceLabel(ctx: LiveContext, layout: ChartLayout, y: number, color: string, label: string): void {
  const x1 = layout.left + layout.plotWidth;
  const yy = Math.round(y) + 0.5;
  ctx.fillStyle = color;
  ctx.fillRect(x1, yy - 9, layout.axisWidth, 18);
  ctx.fillStyle = '#ffffff';
  setFont(ctx, LABEL_FONT);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(label, x1 + 6, yy);
}

const LABEL_FONT = '11px sans-serif';

/**
 * Sets the font only when it differs: assigning it makes Chrome resolve it against the canvas element's style,
 * which forces a style recalculation when anything on the page moved in this frame.
 */
export function setFont(ctx: LiveContext, font: string): void {
  if (ctx.font !== font) ctx.font = font;
}

/**
 * A transparent canvas over the echarts canvas that covers only a given rectangle of the chart. Moving it is a
 * CSS transform and its size only grows in steps, so redrawing it costs in proportion to its (small) area.
 */
export interface LiveSprite {
  /**
   * Covers `rect` (chart px) and returns its context, cleared, in chart coordinates; null hides the sprite.
   * With a `key` equal to the last one drawn at this size, the canvas only moves and null is returned.
   */
  draw(rect: Rect | null, key?: string): LiveContext | null;
  /**
   * Repaints only `dirty` (chart px, clipped) when the sprite already covers `rect` where it is; returns false
   * (nothing done) otherwise.
   */
  patch(rect: Rect, dirty: Rect, paint: (ctx: LiveContext) => void): boolean;
  /** The canvas and the chart rectangle it covers (screenshots); null when hidden. */
  snapshot(): { canvas: CanvasImageSource; rect: Rect } | null;
  dispose(): void;
}

/**
 * The small canvases over echarts: the price and time scale labels (redrawn after each echarts render), the
 * dashed last-price line (moved on a tick, redrawn when its colour changes) and a narrow column, from the
 * live buckets to the right edge, holding them and the last-price label (redrawn on every tick).
 */
export interface LiveLayer {
  priceAxis: LiveSprite;
  timeAxis: LiveSprite;
  strip: LiveSprite;
  column: LiveSprite;
}

const SIZE_STEP = 32;
const roundUp = (v: number) => Math.max(SIZE_STEP, Math.ceil(v / SIZE_STEP) * SIZE_STEP);

/**
 * `lowLatency` asks for a desynchronized canvas (drawn to the screen without the double-buffered compositor
 * copy, about half the main-thread cost of a small redraw in Chrome); browsers without it ignore the hint.
 */
export function createCanvasSprite(container: HTMLElement, lowLatency = false): LiveSprite {
  const canvas = container.ownerDocument.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none', willChange: 'transform', display: 'none' });
  container.appendChild(canvas);
  const dpr = Math.max(1, globalThis.devicePixelRatio || 1);
  const ctx = canvas.getContext('2d', lowLatency ? { desynchronized: true } : undefined);
  let w = 0;
  let h = 0;
  let at: Rect | null = null;
  let drawn: string | undefined;
  return {
    draw(rect, key) {
      if (!ctx || !rect || rect.w <= 0 || rect.h <= 0) {
        if (at) canvas.style.display = 'none';
        at = null;
        return null;
      }
      const x = Math.floor(rect.x);
      const y = Math.floor(rect.y);
      const needW = Math.ceil(rect.x + rect.w) - x;
      const needH = Math.ceil(rect.y + rect.h) - y;
      const resize = needW > w || needH > h || needW < w / 4;
      const redraw = resize || key === undefined || key !== drawn;
      if (resize) {
        w = roundUp(needW);
        h = roundUp(needH);
        canvas.width = w * dpr;
        canvas.height = h * dpr;
        canvas.style.width = `${w}px`;
        canvas.style.height = `${h}px`;
      } else if (redraw) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, canvas.width, canvas.height);
      }
      if (!at || at.x !== x || at.y !== y) canvas.style.transform = `translate(${x}px, ${y}px)`;
      if (!at) canvas.style.display = '';
      at = { x, y, w, h };
      drawn = key;
      if (!redraw) return null;
      ctx.setTransform(dpr, 0, 0, dpr, -x * dpr, -y * dpr);
      return ctx;
    },
    patch(rect, dirty, paint) {
      if (!ctx || !at || Math.floor(rect.x) !== at.x || Math.floor(rect.y) !== at.y) return false;
      if (Math.ceil(rect.x + rect.w) - at.x > w || Math.ceil(rect.y + rect.h) - at.y > h) return false;
      ctx.setTransform(dpr, 0, 0, dpr, -at.x * dpr, -at.y * dpr);
      ctx.save();
      ctx.beginPath();
      ctx.rect(dirty.x, dirty.y, dirty.w, dirty.h);
      ctx.clip();
      ctx.clearRect(dirty.x, dirty.y, dirty.w, dirty.h);
      paint(ctx);
      ctx.restore();
      drawn = undefined;
      return true;
    },
    snapshot: () => (at ? { canvas, rect: at } : null),
    dispose: () => canvas.remove(),
  };
}

export function createCanvasLiveLayer(container: HTMLElement): LiveLayer {
  // Later canvases sit on top: the last-price label covers the price scale.
  return { priceAxis: createCanvasSprite(container), timeAxis: createCanvasSprite(container), strip: createCanvasSprite(container), column: createCanvasSprite(container, true) };
}
