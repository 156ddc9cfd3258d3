import { defined, randomWalkCandles } from '../../testing';
import { defaultIndicator } from '../indicators/settings';
import type { ChartOption } from './build-option';
import { ChartEngine, type EngineOptions } from './chart-engine';
import type { LiveCanvas, LiveSprite } from './live-canvas';
import { FOLLOW_SETTLE_MS } from './live-follow';
import type { LiveContext, Rect } from './live-layer';
import type { ChartSurface } from './surface';

type Call = { option: ChartOption; opts: unknown };

function setup(overrides: Partial<EngineOptions> = {}) {
  const calls: Call[] = [];
  const drawn: string[] = [];
  const ctx = new Proxy({} as LiveContext, {
    get: (_t, prop) =>
      prop === 'canvas'
        ? undefined
        : typeof prop === 'string' &&
            /^[a-z]/.test(prop) &&
            !['fillStyle', 'strokeStyle', 'lineWidth', 'font', 'textBaseline', 'textAlign'].includes(prop)
          ? (...args: unknown[]) => drawn.push(`${prop}(${args.length})`)
          : undefined,
    set: () => true,
  });
  const surface: ChartSurface = {
    setOption: (option, opts) => void calls.push({ option, opts }),
    resize: () => undefined,
    getDataURL: () => 'data:',
    dispose: () => undefined,
  };
  const sprites: Record<string, Rect | null> = {};
  const keys: Record<string, (string | undefined)[]> = {};
  const sprite = (name: string): LiveSprite => ({
    draw: (rect, key) => {
      sprites[name] = rect;
      const same = key !== undefined && keys[name]?.at(-1) === key;
      (keys[name] ??= []).push(key);
      return rect && !same ? ctx : null;
    },
    snapshot: () => null,
    dispose: () => undefined,
  });
  /** What the live canvas was asked to paint: its rectangle and the rectangles repainted (null: all of it). */
  const paints: { rect: Rect | null; dirty: readonly Rect[] | null }[] = [];
  const live: LiveCanvas = {
    paint: (rect, regions, all) => {
      paints.push({ rect, dirty: regions && regions.map((r) => r.rect) });
      if (!rect) return;
      if (regions === null) all(ctx);
      else for (const r of regions) r.paint?.(ctx);
    },
    snapshot: () => null,
    dispose: () => undefined,
  };
  const frames: (() => void)[] = [];
  const engine = new ChartEngine(document.createElement('div'), {
    width: 1280,
    height: 720,
    theme: 'dark',
    resolution: '1',
    timeZone: 'UTC',
    locale: 'en-US',
    priceDecimals: 2,
    indicators: [defaultIndicator('VOL'), defaultIndicator('MACD')],
    createSurface: () => surface,
    createLiveLayer: () => ({ priceAxis: sprite('priceAxis'), timeAxis: sprite('timeAxis'), live }),
    scheduleFrame: (cb) => frames.push(cb),
    ...overrides,
  });
  const frame = () => frames.splice(0).forEach((f) => f());
  return { engine, calls, drawn, frame, sprites, keys, paints };
}

const seriesIds = (o: ChartOption) => (Array.isArray(o.series) ? o.series.map((s) => String(s.id)) : []);

describe('ChartEngine', () => {
  const candles = randomWalkCandles(5000, { step: 60_000 });

  it('renders a full option once, with the 200-candle window and the VOL and MACD panes', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]?.opts).toMatchObject({ notMerge: true });
    const view = defined(t.engine.view());
    expect(view.layout.panes.map((p) => p.id)).toEqual(['main', 'VOL', 'MACD']);
    // 200 candles and 3 empty slots of right margin.
    expect(view.scales.slots).toBe(203);
    expect(view.frame.count).toBe(200);
    expect(view.frame.bucketSize).toBe(1);
    // Bars (bodies with the MACD histogram), volume, and one line series per colour (VOL MA(5) and DIF share the first).
    expect(seriesIds(defined(t.calls[0]).option)).toEqual(['wicks', 'bodies', 'volume', 'line-0', 'line-1']);
  });

  it('never gives echarts more than the pixel width: zooming out to all data decimates', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    t.engine.setViewport({ end: 5003, count: 5003 });
    t.frame();
    const view = defined(t.engine.view());
    expect(view.frame.bucketSize).toBeGreaterThan(1);
    expect(view.frame.count).toBeLessThanOrEqual(Math.floor(view.layout.plotWidth / 2) + 1);
    expect(t.calls[1]?.opts).not.toMatchObject({ notMerge: true });
  });

  it('a tick inside the scales repaints only what changed on the live canvas: the live slot, the price line and its label', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    // The first render paints the live canvas whole: the chart above the time scale.
    expect(t.paints).toEqual([{ rect: { x: 0, y: 0, w: 1280, h: 696 }, dirty: null }]);
    const last = defined(t.engine.store.last());
    t.drawn.length = 0;
    t.engine.upsert({ ...last, close: (last.high + last.low) / 2 });
    t.frame();
    expect(t.calls).toHaveLength(1);
    expect(t.drawn).toContain('fillRect(4)');
    // The label's text changed (drawn with fillText where no glyph atlas exists).
    expect(t.drawn).toContain('fillText(3)');
    const dirty = defined(defined(t.paints.at(-1)).dirty);
    // The live slot's column first (narrow, full height), then the line's rows and the label's boxes.
    const [column, ...rest] = dirty;
    expect(defined(column).w).toBeLessThan(30);
    expect(defined(column).h).toBe(696);
    expect(rest.every((r) => r.h <= 18)).toBe(true);
    // The scales did not change: their canvases are not touched.
    expect(t.keys['priceAxis']).toHaveLength(1);
  });

  it('a repeated tick that changes nothing on screen but the live slot repaints only that slot', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    const last = defined(t.engine.store.last());
    t.engine.upsert({ ...last, volume: last.volume + 1 });
    t.frame();
    expect(defined(t.paints.at(-1)?.dirty)).toHaveLength(1);
  });

  it('a new candle lands in the empty slots without echarts, and the window moves on once the burst settles', () => {
    jest.useFakeTimers();
    try {
      const t = setup();
      t.engine.setData(candles);
      t.frame();
      const last = defined(t.engine.store.last());
      t.engine.upsert({
        ...last,
        time: last.time + 60_000,
        open: last.close,
        close: last.close,
        high: last.close,
        low: last.close,
        volume: 1,
      });
      t.frame();
      expect(t.calls).toHaveLength(1);
      const view = defined(t.engine.view());
      expect(view.data.liveTo).toBe(view.data.liveSlot + 1);
      expect(view.frame.count).toBe(201);
      // A tick on the new candle repaints from the centre of the slot before it to the new slot's right edge.
      const next = defined(t.engine.store.last());
      t.engine.upsert({ ...next, close: next.close + 0.01, high: next.close + 0.01 });
      t.frame();
      const patch = defined(t.paints.at(-1)?.dirty?.[0]);
      const slotW = view.layout.plotWidth / view.scales.slots;
      expect(patch.x).toBe(Math.floor(view.layout.left + (view.data.liveSlot + 0.5) * slotW));
      expect(patch.x + patch.w).toBeLessThan(view.layout.left + (view.data.liveTo + 1) * slotW + 4);
      expect(t.calls).toHaveLength(1);
      expect(t.engine.getViewport().end).toBe(5003);
      jest.advanceTimersByTime(FOLLOW_SETTLE_MS);
      t.frame();
      expect(t.calls).toHaveLength(2);
      expect(t.engine.getViewport().end).toBe(5004);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when new candles fill the empty slots, the window jumps a fifth on with one data render (twice that the next time in a burst)', () => {
    jest.useFakeTimers();
    try {
      const t = setup();
      t.engine.setData(candles);
      t.frame();
      for (let k = 1; k <= 4; k++) {
        const last = defined(t.engine.store.last());
        t.engine.upsert({ ...last, time: last.time + 60_000, open: last.close, high: last.close, low: last.close, volume: 1 });
        t.frame();
      }
      expect(t.calls).toHaveLength(2);
      expect(t.engine.getViewport()).toEqual({ end: 5004 + 40, count: 203 });
      // The same burst goes on past those 40 slots: the next jump leaves twice as many.
      for (let k = 1; k <= 41; k++) {
        const last = defined(t.engine.store.last());
        t.engine.upsert({ ...last, time: last.time + 60_000, open: last.close, high: last.close, low: last.close, volume: 1 });
        t.frame();
      }
      expect(t.calls).toHaveLength(3);
      expect(t.engine.getViewport()).toEqual({ end: 5045 + 80, count: 203 });
      jest.advanceTimersByTime(FOLLOW_SETTLE_MS);
      t.frame();
      expect(t.engine.getViewport()).toEqual({ end: 5045 + 3, count: 203 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('while scrolled into history a live candle redraws only the last-price line and label', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    t.engine.setViewport({ end: 3000, count: 203 });
    t.frame();
    const painted = t.paints.length;
    const last = defined(t.engine.store.last());
    t.engine.upsert({ ...last, close: (last.high + last.low) / 2 });
    t.frame();
    t.engine.upsert({ ...last, time: last.time + 60_000, volume: 1 });
    t.frame();
    expect(t.calls).toHaveLength(2);
    // No live slot on screen: at most the price line's rows and the label's boxes are repainted (here the last
    // price is outside the history's price range, so nothing is).
    const later = t.paints.slice(painted);
    expect(later.every((p) => p.dirty !== null && p.dirty.every((r) => r.h <= 18))).toBe(true);
    // A last price inside the history's price range: the line and the label appear, nothing else is repainted.
    const range = defined(defined(t.engine.view()).data.ranges.main);
    const mid = (range.min + range.max) / 2;
    const now = defined(t.engine.store.last());
    t.engine.upsert({ ...now, close: mid, high: Math.max(now.high, mid), low: Math.min(now.low, mid) });
    t.frame();
    expect(t.calls).toHaveLength(2);
    const dirty = defined(t.paints.at(-1)?.dirty);
    expect(dirty.map((r) => r.h)).toEqual([3, 18]);
    expect(dirty[1]).toMatchObject({ x: 1208, w: 72 });
    expect(t.engine.getViewport().end).toBe(3000);
  });

  it('a tick that leaves the price range falls back to a data render', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    const last = defined(t.engine.store.last());
    t.engine.upsert({ ...last, high: last.high * 2, close: last.high * 2 });
    t.frame();
    expect(t.calls).toHaveLength(2);
  });

  it('coalesces many updates into one render per frame and re-applies everything after a theme switch', () => {
    const t = setup();
    t.engine.setData(candles);
    t.engine.setIndicators([defaultIndicator('KDJ')]);
    t.engine.setTheme('light');
    t.frame();
    expect(t.calls).toHaveLength(1);
    t.engine.setTheme('dark');
    t.frame();
    expect(t.calls[1]?.opts).toMatchObject({ notMerge: true });
    expect(defined(t.calls[1]).option.backgroundColor).toBe('transparent');
    expect(JSON.stringify(defined(t.calls[1]).option)).toContain('#2b3139');
    expect(seriesIds(defined(t.calls[1]).option)).toContain('wicks');
  });

  it('reports OHLCV under the pointer and x of a time', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    const view = defined(t.engine.view());
    const lastSlotX = view.layout.plotWidth - (view.layout.plotWidth / view.scales.slots) * 3.5; // centre of slot 199 of 203
    const hover = defined(t.engine.hoverAt(lastSlotX));
    expect(hover.close).toBe(defined(candles.at(-1)).close);
    expect(hover.values.map((v) => v.label)).toEqual(['MA(5)', 'MA(10)', 'MACD', 'DIF', 'DEA']);
    expect(t.engine.xOfTime(defined(candles.at(-1)).time)).toBeCloseTo(lastSlotX, 5);
    expect(t.engine.xOfTime(defined(candles[0]).time)).toBeNull();
    expect(t.engine.hoverAt(-5)).toBeNull();
  });

  it('keeps a band for the liquidation histogram between the candles and the price scale (decision 1973)', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    const before = defined(t.engine.view()).layout;
    expect(before.bandWidth).toBe(0);
    t.engine.setLiquidationBand(true);
    t.frame();
    const after = defined(t.engine.view()).layout;
    // 12 % of 1208 px is 145: the band's 120 px at most.
    expect(after.bandWidth).toBe(120);
    expect(after.plotWidth).toBe(before.plotWidth - 120);
    expect(t.sprites['priceAxis']?.x).toBe(1280 - 72);
    const grid = defined(t.calls.at(-1)).option.grid as { width: number }[];
    expect(grid[0]?.width).toBe(after.plotWidth);
  });

  it('formats the price scale with the page’s number formatter and the symbol’s decimals (decision 1974)', () => {
    const seen: Intl.NumberFormatOptions[] = [];
    const t = setup({
      numberFormat: (o) => {
        seen.push(o);
        return (v) => `#${v.toFixed(o.maximumFractionDigits ?? 0)}`;
      },
    });
    t.engine.setData(candles);
    t.engine.setFormat({ priceDecimals: 3 });
    t.frame();
    expect(seen).toContainEqual({ minimumFractionDigits: 3, maximumFractionDigits: 3 });
    expect(t.keys['priceAxis']?.at(-1)).toMatch(/\|#\d+\.\d{3}@/);
  });

  it('widens the price scale for prices whose grouped labels would not fit (decision 1974)', () => {
    const t = setup({ numberFormat: (o) => (v) => v.toLocaleString('en-US', o) });
    t.engine.setData(candles);
    t.frame();
    expect(defined(t.engine.view()).layout.axisWidth).toBe(72);
    // BTC/TRY-like prices: "3,850,000.00" needs more than 72 px.
    t.engine.setData(
      candles.map((c) => ({ ...c, open: c.open * 35_000, high: c.high * 35_000, low: c.low * 35_000, close: c.close * 35_000 })),
    );
    t.frame();
    const layout = defined(t.engine.view()).layout;
    expect(layout.axisWidth).toBeGreaterThan(72);
    expect(layout.plotWidth).toBe(1280 - layout.axisWidth);
    expect(t.sprites['priceAxis']).toMatchObject({ x: layout.plotWidth, w: layout.axisWidth });
  });

  it('pans by pixels and prepends history without moving the view', () => {
    const t = setup();
    t.engine.setData(candles.slice(1000));
    t.frame();
    const before = t.engine.getViewport();
    t.engine.panByPixels(600);
    expect(t.engine.getViewport().end).toBeLessThan(before.end);
    const moved = t.engine.getViewport();
    expect(t.engine.prependHistory(candles.slice(0, 1000))).toBe(1000);
    expect(t.engine.getViewport()).toEqual({ end: moved.end + 1000, count: moved.count });
  });
});
