import { layoutPanes } from './layout';
import {
  drawLiveBuckets,
  drawPriceLine,
  paneY,
  priceLabelRect,
  priceLineRect,
  sameRect,
  yIn,
  type LiveBucket,
  type LiveContext,
  type Rect,
} from './live-layer';
import { PALETTES } from './palette';

function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy({} as LiveContext, {
    get: (_t, prop) =>
      typeof prop === 'string' &&
      /^[a-z]/.test(prop) &&
      !['fillStyle', 'strokeStyle', 'lineWidth', 'font', 'textBaseline', 'textAlign', 'globalAlpha'].includes(prop)
        ? (...args: unknown[]) => calls.push(`${prop}(${args.map((a) => (Array.isArray(a) ? `[${a.join(',')}]` : String(a))).join(',')})`)
        : undefined,
    set: () => true,
  });
  return { ctx, calls };
}

describe('live layer drawing', () => {
  const layout = layoutPanes(1280, 720, ['VOL', 'MACD']);
  const ranges = { main: { min: 90, max: 110 }, VOL: { min: 0, max: 1000 }, MACD: { min: -1, max: 1 } };
  const bucket: LiveBucket = {
    x: 1000.5,
    prevX: 994.5,
    open: 100,
    high: 104,
    low: 98,
    close: 102,
    volume: 500,
    lines: [
      { pane: 'MACD', kind: 'histogram', color: '#f0b90b', prev: 0.1, value: 0.3 },
      { pane: 'MACD', kind: 'line', color: '#c86ff2', prev: 0.2, value: 0.4 },
    ],
  };
  const g = { layout, ranges, bodyWidth: 4 };

  it('draws a whole bucket without dirty rectangles: wick, body, volume, histogram and segment', () => {
    const { ctx, calls } = recorder();
    drawLiveBuckets(ctx, g, [bucket], PALETTES.dark);
    expect(calls.filter((c) => c.startsWith('fillRect'))).toHaveLength(3);
    expect(calls.filter((c) => c.startsWith('stroke'))).toHaveLength(2);
  });

  it('with dirty rectangles draws only the parts touching them', () => {
    const main = layout.panes[0] as { top: number; height: number };
    const yClose = main.top + ((110 - 102) / 20) * main.height;
    // A price-line row through the candle body: only the candle is redrawn.
    const { ctx, calls } = recorder();
    drawLiveBuckets(ctx, g, [bucket], PALETTES.dark, [{ x: 0, y: Math.round(yClose), w: 1208, h: 3 }]);
    expect(calls.filter((c) => c.startsWith('fillRect'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('stroke'))).toHaveLength(1);
    // A row far below the candle in the main pane: nothing.
    const none = recorder();
    drawLiveBuckets(none.ctx, g, [bucket], PALETTES.dark, [{ x: 0, y: main.top + main.height - 4, w: 1208, h: 3 }]);
    expect(none.calls.filter((c) => !['save()', 'restore()'].includes(c))).toEqual([]);
  });

  it('the price line is one dashed stroke (or one image copy) on the middle row of its band, the label box is 18 px around it', () => {
    const line = priceLineRect(layout, 200.4) as Rect;
    expect(line).toEqual({ x: 0, y: 199, w: 1208, h: 3 });
    const { ctx, calls } = recorder();
    drawPriceLine(ctx, line, '#0ecb81');
    expect(calls).toEqual([
      'save()',
      'setLineDash([3,3])',
      'beginPath()',
      'moveTo(0,200.5)',
      'lineTo(1208,200.5)',
      'stroke()',
      'restore()',
    ]);
    // With an image of the dashes: one copy onto the middle row.
    const image = recorder();
    const dashes = jest.fn(() => ({}) as CanvasImageSource);
    drawPriceLine(image.ctx, line, '#0ecb81', dashes);
    expect(dashes).toHaveBeenCalledWith('#0ecb81', 1208);
    expect(image.calls).toEqual(['drawImage([object Object],0,200,1208,1)']);
    expect(priceLabelRect(layout, 200.4)).toEqual({ x: 1208, y: 191.5, w: 72, h: 18 });
    expect(priceLineRect(layout, 5)).toBeNull();
  });

  it('maps values to rows per pane like yIn, once looked up', () => {
    const y = paneY(layout, ranges, 'main');
    for (const v of [90, 95.5, 110]) expect(y(v)).toBeCloseTo(yIn(layout, ranges, 'main', v) as number, 9);
    expect(paneY(layout, ranges, 'KDJ')(1)).toBeNaN();
  });

  it('compares rectangles by value', () => {
    expect(sameRect({ x: 1, y: 2, w: 3, h: 4 }, { x: 1, y: 2, w: 3, h: 4 })).toBe(true);
    expect(sameRect({ x: 1, y: 2, w: 3, h: 4 }, { x: 1, y: 2, w: 3, h: 5 })).toBe(false);
    expect(sameRect(null, null)).toBe(true);
    expect(sameRect(null, { x: 1, y: 2, w: 3, h: 4 })).toBe(false);
  });
});
