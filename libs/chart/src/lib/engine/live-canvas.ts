import { createGlyphAtlas, type GlyphAtlas } from './glyph-atlas';
import type { LiveContext, Rect } from './live-layer';

/**
 * A transparent canvas over the echarts canvas that covers only a given rectangle of the chart (the price and
 * time scales). Its size only grows in steps, and a redraw with an unchanged `key` is skipped.
 */
export interface LiveSprite {
  /**
   * Covers `rect` (chart px) and returns its context, cleared, in chart coordinates; null hides the sprite.
   * With a `key` equal to the last one drawn at this size, nothing is redrawn and null is returned.
   */
  draw(rect: Rect | null, key?: string): LiveContext | null;
  /** The canvas and the chart rectangle it covers (screenshots); null when hidden. */
  snapshot(): { canvas: CanvasImageSource; rect: Rect } | null;
  dispose(): void;
}

/** A rectangle of the live canvas to clear and repaint (clipped to it when `clip`; only cleared without `paint`). */
export interface LiveRegion {
  rect: Rect;
  clip: boolean;
  paint?: (ctx: LiveContext) => void;
}

/**
 * The canvas holding everything that changes with a live candle: the live buckets, the dashed last-price line
 * and the last-price label. It covers the chart above the time scale and never moves, so a live update
 * changes no style and no layout: only this canvas's pixels, and only inside the rectangles that changed.
 */
export interface LiveCanvas {
  /**
   * Paints `rect` (chart px; null hides the canvas). With `regions`, when the canvas already covers `rect`,
   * only those are cleared and repainted, in order; otherwise everything is cleared and painted by `all`.
   */
  paint(rect: Rect | null, regions: readonly LiveRegion[] | null, all: (ctx: LiveContext) => void): void;
  snapshot(): { canvas: CanvasImageSource; rect: Rect } | null;
  dispose(): void;
}

/** The canvases over echarts, and the label glyphs and dashed lines they copy from. */
export interface LiveLayer {
  priceAxis: LiveSprite;
  timeAxis: LiveSprite;
  live: LiveCanvas;
  /** Glyphs of the last-price label (null: drawn with fillText). */
  glyphs?: GlyphAtlas | null;
  /** The dashed last-price line as an image per colour and width (null: stroked). */
  dashes?: DashedLines | null;
}

const SIZE_STEP = 32;
const roundUp = (v: number) => Math.max(SIZE_STEP, Math.ceil(v / SIZE_STEP) * SIZE_STEP);

/** Snaps a rectangle outwards to whole device pixels (so clearing it leaves no half-cleared edge). */
export function snapRect(r: Rect, dpr: number): Rect {
  const x0 = Math.floor(r.x * dpr) / dpr;
  const y0 = Math.floor(r.y * dpr) / dpr;
  const x1 = Math.ceil((r.x + r.w) * dpr) / dpr;
  const y1 = Math.ceil((r.y + r.h) * dpr) / dpr;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

interface Placed {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D | null;
  dpr: number;
  /** Covers `rect`: resizes (cleared) when it does not fit, moves when needed; returns whether the canvas was resized or moved. */
  cover(rect: Rect): boolean;
  hide(): void;
  at(): Rect | null;
}

function placedCanvas(container: HTMLElement, lowLatency: boolean): Placed {
  const canvas = container.ownerDocument.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    pointerEvents: 'none',
    willChange: 'transform',
    display: 'none',
  });
  container.appendChild(canvas);
  const dpr = Math.max(1, globalThis.devicePixelRatio || 1);
  const ctx = canvas.getContext('2d', lowLatency ? { desynchronized: true } : undefined);
  let w = 0;
  let h = 0;
  let at: Rect | null = null;
  return {
    canvas,
    ctx,
    dpr,
    cover(rect) {
      const x = Math.floor(rect.x);
      const y = Math.floor(rect.y);
      const needW = Math.ceil(rect.x + rect.w) - x;
      const needH = Math.ceil(rect.y + rect.h) - y;
      const resize = needW > w || needH > h || needW < w / 4 || needH < h / 4;
      if (resize) {
        w = roundUp(needW);
        h = roundUp(needH);
        canvas.width = w * dpr;
        canvas.height = h * dpr;
        canvas.style.width = `${w}px`;
        canvas.style.height = `${h}px`;
      }
      const moved = !at || at.x !== x || at.y !== y;
      // Style is written only when something moved: a style change costs a style recalculation and a commit.
      if (moved) canvas.style.transform = `translate(${x}px, ${y}px)`;
      if (!at) canvas.style.display = '';
      at = { x, y, w, h };
      ctx?.setTransform(dpr, 0, 0, dpr, -x * dpr, -y * dpr);
      return resize || moved;
    },
    hide() {
      if (at) canvas.style.display = 'none';
      at = null;
    },
    at: () => at,
  };
}

/** A sprite for a scale's labels (redrawn after echarts renders whose labels changed). */
export function createCanvasSprite(container: HTMLElement): LiveSprite {
  const c = placedCanvas(container, false);
  let drawn: string | undefined;
  let size = '';
  return {
    draw(rect, key) {
      const ctx = c.ctx;
      if (!ctx || !rect || rect.w <= 0 || rect.h <= 0) {
        c.hide();
        drawn = undefined;
        return null;
      }
      c.cover(rect);
      const at = c.at();
      const nextSize = `${at?.w}x${at?.h}`;
      if (key !== undefined && key === drawn && nextSize === size) return null;
      drawn = key;
      size = nextSize;
      ctx.clearRect(at?.x ?? 0, at?.y ?? 0, at?.w ?? 0, at?.h ?? 0);
      return ctx;
    },
    snapshot() {
      const at = c.at();
      return at ? { canvas: c.canvas, rect: at } : null;
    },
    dispose: () => c.canvas.remove(),
  };
}

/**
 * The live canvas. `desynchronized` asks Chrome to hand its frames to the compositor directly instead of with
 * the page's next commit (a small redraw then costs about half as much main-thread time); browsers without it
 * ignore the hint.
 */
export function createLiveCanvas(container: HTMLElement): LiveCanvas {
  const c = placedCanvas(container, true);
  return {
    paint(rect, regions, all) {
      const ctx = c.ctx;
      if (!ctx || !rect || rect.w <= 0 || rect.h <= 0) {
        c.hide();
        return;
      }
      const changed = c.cover(rect);
      const at = c.at() as Rect;
      if (regions === null || changed) {
        ctx.clearRect(at.x, at.y, at.w, at.h);
        all(ctx);
        return;
      }
      for (const region of regions) {
        const r = snapRect(region.rect, c.dpr);
        if (!region.clip) {
          ctx.clearRect(r.x, r.y, r.w, r.h);
          region.paint?.(ctx);
          continue;
        }
        ctx.save();
        ctx.beginPath();
        ctx.rect(r.x, r.y, r.w, r.h);
        ctx.clip();
        ctx.clearRect(r.x, r.y, r.w, r.h);
        region.paint?.(ctx);
        ctx.restore();
      }
    },
    snapshot() {
      const at = c.at();
      return at ? { canvas: c.canvas, rect: at } : null;
    },
    dispose: () => c.canvas.remove(),
  };
}

/** Images of the dashed last-price line: one blit instead of a dashed stroke's 200 dashes. */
export type DashedLines = (color: string, width: number) => CanvasImageSource | null;

/**
 * The last-price line's dashes (3 px on, 3 px off from the left end, one pixel row), drawn once per colour and
 * width on an OffscreenCanvas and kept as ImageBitmaps; null without OffscreenCanvas.
 */
export function createDashedLines(dpr: number): DashedLines | null {
  if (typeof OffscreenCanvas !== 'function') return null;
  const images = new Map<string, ImageBitmap | null>();
  return (color, width) => {
    const key = `${color} ${width}`;
    let image = images.get(key);
    if (image !== undefined) return image;
    if (images.size >= 8) {
      for (const old of images.values()) old?.close();
      images.clear();
    }
    const canvas = new OffscreenCanvas(Math.max(1, Math.ceil(width * dpr)), Math.max(1, Math.round(dpr)));
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.fillStyle = color;
      for (let x = 0; x < width; x += 6) ctx.fillRect(x, 0, Math.min(3, width - x), 1);
    }
    image = ctx ? canvas.transferToImageBitmap() : null;
    images.set(key, image);
    return image;
  };
}

export function createCanvasLiveLayer(container: HTMLElement): LiveLayer {
  const dpr = Math.max(1, globalThis.devicePixelRatio || 1);
  // Later canvases sit on top: the last-price label covers the price scale.
  return {
    priceAxis: createCanvasSprite(container),
    timeAxis: createCanvasSprite(container),
    live: createLiveCanvas(container),
    glyphs: createGlyphAtlas(dpr, container.ownerDocument),
    dashes: createDashedLines(dpr),
  };
}
