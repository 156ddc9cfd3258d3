import type { PaneId } from '../indicators/indicator-engine';
import type { ChartLayout } from './layout';
import type { Palette } from './palette';
import type { Range } from './scales';

/** The part of the 2D context the live layer uses (lets the specs record the drawing). */
export type LiveContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'fillText' | 'setLineDash' | 'save' | 'restore'
> & { fillStyle: unknown; strokeStyle: unknown; lineWidth: number; font: string; textBaseline: CanvasTextBaseline; textAlign: CanvasTextAlign };

/** The live (last) bucket and the value of each line just before it. */
export interface LiveBucket {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  lines: { pane: PaneId; kind: 'line' | 'histogram'; color: string; prev: number | undefined; value: number | undefined }[];
}

export interface LiveGeometry {
  layout: ChartLayout;
  ranges: Partial<Record<PaneId, Range>>;
  /** Centre x of the live slot and of the slot before it. */
  x: number;
  prevX: number;
  bodyWidth: number;
  priceLabel: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const yIn = (layout: ChartLayout, ranges: LiveGeometry['ranges'], pane: PaneId, v: number): number | null => {
  const rect = layout.panes.find((p) => p.id === pane);
  const r = ranges[pane];
  if (!rect || !r || !Number.isFinite(v)) return null;
  const span = r.max - r.min || 1;
  return rect.top + ((r.max - v) / span) * rect.height;
};

/**
 * Draws the live candle, its volume bar, the last segment of every indicator line, the MACD histogram bar
 * and the last-price line with its axis label. Returns the rectangles it painted (to clear next time).
 * The echarts canvas never draws the live bucket, so a tick that stays inside the scales costs only this.
 */
export function drawLive(ctx: LiveContext, g: LiveGeometry, live: LiveBucket, palette: Palette): Rect[] {
  const { layout, ranges } = g;
  const color = live.close >= live.open ? palette.up : palette.down;
  const half = g.bodyWidth / 2;
  const left = Math.min(g.prevX, g.x - half) - 2;
  const column: Rect = { x: left, y: 0, w: g.x + half + 2 - left, h: layout.height - layout.timeAxisHeight };
  const dirty: Rect[] = [column];
  ctx.save();
  // Candle: wick and body.
  const yh = yIn(layout, ranges, 'main', live.high);
  const yl = yIn(layout, ranges, 'main', live.low);
  const yo = yIn(layout, ranges, 'main', live.open);
  const yc = yIn(layout, ranges, 'main', live.close);
  if (yh !== null && yl !== null && yo !== null && yc !== null) {
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(Math.round(g.x) + 0.5, yh);
    ctx.lineTo(Math.round(g.x) + 0.5, yl);
    ctx.stroke();
    const top = Math.min(yo, yc);
    ctx.fillRect(Math.round(g.x - half), top, g.bodyWidth, Math.max(1, Math.abs(yc - yo)));
  }
  // Volume bar.
  const vol = layout.panes.find((p) => p.id === 'VOL');
  const yv = yIn(layout, ranges, 'VOL', live.volume);
  if (vol && yv !== null) {
    ctx.fillStyle = color;
    ctx.fillRect(Math.round(g.x - half), yv, g.bodyWidth, vol.top + vol.height - yv);
  }
  // Indicator segments and histogram.
  for (const line of live.lines) {
    if (line.value === undefined) continue;
    const y = yIn(layout, ranges, line.pane, line.value);
    if (y === null) continue;
    if (line.kind === 'histogram') {
      const y0 = yIn(layout, ranges, line.pane, 0);
      if (y0 === null) continue;
      ctx.fillStyle = line.value >= 0 ? palette.up : palette.down;
      ctx.fillRect(Math.round(g.x - half), Math.min(y, y0), g.bodyWidth, Math.max(1, Math.abs(y - y0)));
      continue;
    }
    const yPrev = line.prev === undefined ? null : yIn(layout, ranges, line.pane, line.prev);
    if (yPrev === null) continue;
    ctx.strokeStyle = line.color;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(g.prevX, yPrev);
    ctx.lineTo(g.x, y);
    ctx.stroke();
  }
  // Last-price line and label on the price axis.
  if (yc !== null) {
    const main = layout.panes[0];
    const x1 = layout.left + layout.plotWidth;
    ctx.strokeStyle = color;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(layout.left, Math.round(yc) + 0.5);
    ctx.lineTo(x1, Math.round(yc) + 0.5);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = color;
    ctx.fillRect(x1, yc - 9, layout.axisWidth, 18);
    ctx.fillStyle = '#ffffff';
    ctx.font = '11px sans-serif';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(g.priceLabel, x1 + 6, yc);
    if (main) dirty.push({ x: layout.left, y: yc - 10, w: layout.width - layout.left, h: 20 });
  }
  ctx.restore();
  return dirty;
}

/** A transparent canvas over the echarts canvas that holds only the live drawing. */
export interface LiveLayer {
  context(): LiveContext | null;
  resize(width: number, height: number): void;
  dispose(): void;
}

export function createCanvasLiveLayer(container: HTMLElement, width: number, height: number): LiveLayer {
  const canvas = container.ownerDocument.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
  const dpr = Math.max(1, globalThis.devicePixelRatio || 1);
  let ctx: CanvasRenderingContext2D | null = null;
  const size = (w: number, h: number) => {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    ctx = canvas.getContext('2d');
    ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  };
  container.appendChild(canvas);
  size(width, height);
  return {
    context: () => ctx,
    resize: size,
    dispose: () => canvas.remove(),
  };
}
