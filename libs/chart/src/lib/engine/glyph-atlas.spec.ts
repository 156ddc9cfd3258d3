import {
  AtlasCells,
  createGlyphAtlas,
  drawText,
  fontPx,
  GLYPH_TEXT,
  glyphKey,
  textLeft,
  type GlyphAtlas,
  type TextContext,
  type TextStyle,
} from './glyph-atlas';

const style: TextStyle = { font: '11px sans-serif', color: '#ffffff', align: 'left', baseline: 'middle' };

function recorder() {
  const calls: string[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillText: (text: string, x: number, y: number) => void calls.push(`fillText ${text} ${x} ${y}`),
    drawImage: () => void calls.push('drawImage'),
  } as unknown as TextContext;
  return { ctx, calls };
}

describe('glyph atlas', () => {
  it.each<[string, boolean]>([
    ['14299.57', true],
    ['1,234,567.00', true],
    ['-0.25', true],
    ['+3', true],
    ['10:30', true],
    ['1.2K', false],
    ['Nov 25', false],
    ['11月', false],
    ['', false],
  ])('%s is drawn from glyphs: %s', (text, numeric) => {
    expect(GLYPH_TEXT.test(text)).toBe(numeric);
  });

  it.each<[TextStyle['align'], number]>([
    ['left', 100],
    ['center', 80],
    ['right', 60],
  ])('the left end of a 40 px text aligned %s at x = 100 is %s', (align, left) => {
    expect(textLeft(100, 40, align)).toBe(left);
  });

  it('keys glyphs by character and phase', () => {
    expect(glyphKey('1', 0.5, 0.5)).toBe(glyphKey('1', 0.5, 0.5));
    expect(glyphKey('1', 0.5, 0.5)).not.toBe(glyphKey('7', 0.5, 0.5));
    expect(glyphKey('1', 0.11767578125, 0.5)).not.toBe(glyphKey('1', 0.1176, 0.5));
    expect(glyphKey('1', 0.5, 0)).not.toBe(glyphKey('1', 0, 0.5));
    expect(Number.isSafeInteger(glyphKey('9', 0.999999, 0.999999))).toBe(true);
  });

  it('hands out atlas cells in order, reuses them by key, and starts over when full', () => {
    const cells = new AtlasCells(3);
    expect(cells.add(11)).toEqual({ cell: 0, reset: false });
    expect(cells.add(12)).toEqual({ cell: 1, reset: false });
    expect(cells.get(11)).toBe(0);
    expect(cells.add(13)).toEqual({ cell: 2, reset: false });
    expect(cells.generation).toBe(0);
    expect(cells.add(14)).toEqual({ cell: 0, reset: true });
    expect(cells.generation).toBe(1);
    expect(cells.get(11)).toBeUndefined();
    expect(cells.size).toBe(1);
  });

  it('draws with fillText without an atlas, for text it cannot compose, and when the atlas cannot draw', () => {
    const { ctx, calls } = recorder();
    drawText(ctx, null, '14299.57', 1214, 309.5, style);
    expect(calls).toEqual(['fillText 14299.57 1214 309.5']);
    expect(ctx.font).toBe('11px sans-serif');
    expect(ctx.textBaseline).toBe('middle');
    const atlas: GlyphAtlas = { draw: () => false, clear: () => undefined };
    drawText(ctx, atlas, '1.2K', 1, 2, style);
    drawText(ctx, atlas, '100', 1, 2, style);
    expect(calls.slice(1)).toEqual(['fillText 1.2K 1 2', 'fillText 100 1 2']);
  });

  it('leaves numeric labels to the atlas when it can draw them', () => {
    const { ctx, calls } = recorder();
    const drawn: string[] = [];
    const atlas: GlyphAtlas = { draw: (_c, text) => drawn.push(text) > 0, clear: () => undefined };
    drawText(ctx, atlas, '14299.57', 0, 0, style);
    expect(drawn).toEqual(['14299.57']);
    expect(calls).toEqual([]);
  });

  it.each<[string, number]>([
    ['11px sans-serif', 11],
    ['bold 12.5px Inter, sans-serif', 12.5],
    ['small-caps serif', 12],
  ])('font size of %s is %s px', (font, px) => {
    expect(fontPx(font)).toBe(px);
  });

  describe('on a canvas', () => {
    /** A stand-in OffscreenCanvas whose context records fillText and measures every character 6.25 px wide ('.' 3.5). */
    const rendered: string[] = [];
    class FakeOffscreen {
      width: number;
      height: number;
      constructor(w: number, h: number) {
        this.width = w;
        this.height = h;
      }
      getContext() {
        return {
          font: '',
          fillStyle: '',
          textAlign: 'start',
          textBaseline: 'alphabetic',
          setTransform: () => undefined,
          clearRect: () => rendered.push('clear'),
          fillText: (ch: string, x: number, y: number) => rendered.push(`${ch}@${x},${y}`),
          measureText: (ch: string) => ({ width: ch === '.' ? 3.5 : 6.25 }),
        };
      }
    }
    const g = globalThis as { OffscreenCanvas?: unknown };
    let saved: unknown;
    beforeEach(() => {
      saved = g.OffscreenCanvas;
      g.OffscreenCanvas = FakeOffscreen;
      rendered.length = 0;
    });
    afterEach(() => {
      g.OffscreenCanvas = saved;
    });

    it('copies each glyph where fillText would put it, rendering a glyph once per phase', () => {
      const atlas = createGlyphAtlas(1);
      expect(atlas).not.toBeNull();
      const draws: number[][] = [];
      const ctx = {
        drawImage: (...args: unknown[]) => void draws.push((args.slice(1) as number[]).map((v) => Math.round(v * 1000) / 1000)),
      } as unknown as TextContext;
      expect(atlas?.draw(ctx, '1.5', 100, 50.5, style)).toBe(true);
      // Cells are 16 × 22 device px; the glyph origin sits 2 px in and 11 px down a cell.
      // '1' at x 100 (phase 0), '.' at 106.25 (phase 0.25), '5' at 109.75 (phase 0.75), all at y 50.5 (phase 0.5).
      expect(rendered).toEqual(['1@2,11.5', '.@18.25,11.5', '5@34.75,11.5']);
      expect(draws).toEqual([
        [0, 0, 16, 22, 98, 39, 16, 22],
        [16, 0, 16, 22, 104, 39, 16, 22],
        [32, 0, 16, 22, 107, 39, 16, 22],
      ]);
      // The same label one pixel lower: the same phases, nothing rendered again.
      expect(atlas?.draw(ctx, '1.5', 100, 51.5, style)).toBe(true);
      expect(rendered).toHaveLength(3);
      // Centred: the left end moves by half the width (16 px), so the phases stay the same here too.
      expect(atlas?.draw(ctx, '1.5', 116, 50.5, { ...style, align: 'center' })).toBe(true);
      expect(rendered).toHaveLength(3);
    });
  });
});
