/**
 * Numeric labels copied glyph by glyph from an atlas instead of drawn with `fillText`.
 *
 * In Chrome the first `fillText` of a frame re-resolves the canvas font (the font cache is pruned after every
 * task) and shapes the string anew: about 0.13 ms for the last-price label on every live update. A label made
 * of digits, separators and signs is instead copied glyph by glyph (`drawImage` from one small canvas) where
 * `fillText` would put each glyph: the string's left end plus the advances of the glyphs before it (these
 * characters neither kern nor ligate). Each glyph is rendered once per sub-pixel phase of its position, at
 * exactly that phase, so the pixels are the same as `fillText`'s.
 */

/** How a label is drawn: the canvas `font`, `fillStyle`, `textAlign` and `textBaseline` it would be drawn with. */
export interface TextStyle {
  font: string;
  color: string;
  align: 'left' | 'center' | 'right';
  baseline: 'top' | 'middle';
}

/** Labels composed from glyphs: digits, decimal and group separators, signs, the time colon and spaces. */
export const GLYPH_TEXT = /^[0-9.,:+\- ]+$/;

/** Left x of a text of `width` drawn at `x` with an alignment. */
export function textLeft(x: number, width: number, align: TextStyle['align']): number {
  return align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
}

/**
 * One number per glyph of a style: the character and both sub-pixel phases of its origin (each in [0, 1)
 * device px, to 1/65,536 px: finer than any rasteriser positions glyphs; font advances are binary fractions far
 * coarser than that). A glyph is rendered at exactly its phase, because the rasteriser rounds positions its own
 * way and a rounded phase could move it by a pixel.
 */
export function glyphKey(ch: string, phaseX: number, phaseY: number): number {
  const q = (p: number) => Math.min(65_535, Math.round(p * 65_536));
  return (ch.codePointAt(0) ?? 0) * 2 ** 32 + q(phaseX) * 65_536 + q(phaseY);
}

/**
 * Cells of an atlas handed out in order, by key. When every cell is taken the atlas starts over: all cells are
 * forgotten (the caller clears the canvas) and the new glyph gets the first cell.
 */
export class AtlasCells {
  private cells = new Map<number, number>();
  /** Incremented each time the atlas starts over. */
  generation = 0;

  constructor(readonly capacity: number) {}

  get(key: number): number | undefined {
    return this.cells.get(key);
  }

  /** A cell for a new key; `reset` when the atlas had to start over. */
  add(key: number): { cell: number; reset: boolean } {
    const reset = this.cells.size >= this.capacity;
    if (reset) {
      this.cells.clear();
      this.generation++;
    }
    const cell = this.cells.size;
    this.cells.set(key, cell);
    return { cell, reset };
  }

  get size(): number {
    return this.cells.size;
  }

  clear(): void {
    this.cells.clear();
  }
}

/** The part of a 2D context `drawText` needs. */
export type TextContext = Pick<CanvasRenderingContext2D, 'fillText' | 'drawImage'> & {
  fillStyle: unknown;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** Copies numeric labels' glyphs onto a context (see the module comment). */
export interface GlyphAtlas {
  /** Draws `text` at (x, y) CSS px like fillText would; false (nothing drawn) when it cannot. */
  draw(ctx: TextContext, text: string, x: number, y: number, style: TextStyle): boolean;
  clear(): void;
}

/**
 * Draws a label at (x, y) in CSS px: from the atlas when one is given and the text is numeric (GLYPH_TEXT),
 * with `fillText` otherwise. The context is scaled by the device pixel ratio and translated by whole device pixels.
 */
export function drawText(
  ctx: TextContext,
  atlas: GlyphAtlas | null | undefined,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): void {
  if (atlas && GLYPH_TEXT.test(text) && atlas.draw(ctx, text, x, y, style)) return;
  if (ctx.font !== style.font) ctx.font = style.font;
  ctx.fillStyle = style.color;
  ctx.textAlign = style.align;
  ctx.textBaseline = style.baseline;
  ctx.fillText(text, x, y);
}

/** Room around a glyph in its cell, in CSS px (antialiasing and overhang). */
const PAD = 2;
const COLS = 16;
const ROWS = 16;

/** The font size in px of a CSS font shorthand like '11px sans-serif' (12 when none is given). */
export function fontPx(font: string): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(font);
  return m ? Number(m[1]) : 12;
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

interface StyleAtlas {
  canvas: OffscreenCanvas | HTMLCanvasElement;
  ctx: Context2D;
  cells: AtlasCells;
  /** Cell size and the glyph origin inside a cell, in device px. */
  w: number;
  h: number;
  ax: number;
  ay: number;
  font: string;
  advances: Map<string, number>;
}

/**
 * A glyph atlas per text style: one small canvas (an OffscreenCanvas, or a detached canvas) of 16 × 16 cells.
 * Returns null where no 2D canvas can be made (tests without one: labels are then drawn with fillText).
 */
export function createGlyphAtlas(dpr: number, doc?: Document): GlyphAtlas | null {
  const make = (w: number, h: number): OffscreenCanvas | HTMLCanvasElement | null => {
    if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(w, h);
    if (!doc) return null;
    const c = doc.createElement('canvas');
    c.width = w;
    c.height = h;
    return c;
  };
  const context = (canvas: OffscreenCanvas | HTMLCanvasElement | null): Context2D | null => {
    try {
      return (canvas?.getContext('2d') ?? null) as Context2D | null;
    } catch {
      return null;
    }
  };
  const measureCtx = context(make(1, 1));
  if (!measureCtx) return null;
  const measure = (ch: string, font: string) => {
    if (measureCtx.font !== font) measureCtx.font = font;
    return measureCtx.measureText(ch).width;
  };
  /** Advance of a character in an atlas's font (measured once). */
  const advance = (a: StyleAtlas, ch: string) => {
    let w = a.advances.get(ch);
    if (w === undefined) {
      w = measure(ch, a.font);
      a.advances.set(ch, w);
    }
    return w;
  };
  const atlases = new Map<string, StyleAtlas | null>();
  let lastStyle: TextStyle | null = null;
  let lastAtlas: StyleAtlas | null = null;
  const atlasFor = (style: TextStyle): StyleAtlas | null => {
    // The same style object as last time (the last-price label's): no key to build.
    if (style === lastStyle) return lastAtlas;
    const key = `${style.font}\n${style.color}\n${style.baseline}`;
    let a = atlases.get(key);
    lastStyle = style;
    if (a !== undefined) return (lastAtlas = a);
    const size = fontPx(style.font);
    const w = Math.ceil((size + 2 * PAD) * dpr) + 1;
    const h = Math.ceil((size * 1.5 + 2 * PAD) * dpr) + 1;
    const canvas = make(w * COLS, h * ROWS);
    const ctx = context(canvas);
    // Room above the origin: the glyph hangs below it for 'top', reaches about 0.75 em above it for 'middle'.
    const ay = Math.ceil((style.baseline === 'top' ? PAD : size * 0.75 + PAD) * dpr);
    a =
      canvas && ctx
        ? { canvas, ctx, cells: new AtlasCells(COLS * ROWS), w, h, ax: Math.ceil(PAD * dpr), ay, font: style.font, advances: new Map() }
        : null;
    if (a) {
      a.ctx.font = style.font;
      a.ctx.fillStyle = style.color;
      a.ctx.textAlign = 'left';
      a.ctx.textBaseline = style.baseline;
    }
    atlases.set(key, a);
    return (lastAtlas = a);
  };
  /** The cell of a glyph at a phase, rendered into the atlas on a miss. */
  const cellOf = (a: StyleAtlas, ch: string, phaseX: number, phaseY: number): number => {
    const key = glyphKey(ch, phaseX, phaseY);
    const known = a.cells.get(key);
    if (known !== undefined) return known;
    const { cell, reset } = a.cells.add(key);
    const ctx = a.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (reset) ctx.clearRect(0, 0, a.w * COLS, a.h * ROWS);
    const cx = (cell % COLS) * a.w;
    const cy = Math.floor(cell / COLS) * a.h;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillText(ch, (cx + a.ax + phaseX) / dpr, (cy + a.ay + phaseY) / dpr);
    return cell;
  };
  return {
    draw(ctx, text, x, y, style) {
      const a = atlasFor(style);
      if (!a) return false;
      let width = 0;
      if (style.align !== 'left') for (const ch of text) width += advance(a, ch);
      const left = textLeft(x, width, style.align);
      // Every glyph into the atlas first: copying from it after it changed costs a snapshot of it, once.
      const n = text.length;
      const cells = new Array<number>(n);
      const xs = new Array<number>(n);
      const yy = y * dpr;
      const py = Math.floor(yy);
      const place = () => {
        let origin = left;
        for (let i = 0; i < n; i++) {
          const ch = text.charAt(i);
          const ox = origin * dpr;
          const px = Math.floor(ox);
          xs[i] = px;
          cells[i] = ch === ' ' ? -1 : cellOf(a, ch, ox - px, yy - py);
          origin += advance(a, ch);
        }
      };
      const generation = a.cells.generation;
      place();
      // The atlas started over while these glyphs were placed (the first ones are gone): once more, in the fresh one.
      if (a.cells.generation !== generation) place();
      for (let i = 0; i < n; i++) {
        const cell = cells[i] as number;
        if (cell < 0) continue;
        ctx.drawImage(
          a.canvas,
          (cell % COLS) * a.w,
          Math.floor(cell / COLS) * a.h,
          a.w,
          a.h,
          ((xs[i] as number) - a.ax) / dpr,
          (py - a.ay) / dpr,
          a.w / dpr,
          a.h / dpr,
        );
      }
      return true;
    },
    clear() {
      atlases.clear();
      lastStyle = null;
      lastAtlas = null;
    },
  };
}
