import { defined, randomWalkCandles } from '../../testing';
import { defaultIndicator } from '../indicators/settings';
import type { ChartOption } from './build-option';
import { ChartEngine, type EngineOptions } from './chart-engine';
import { FOLLOW_SETTLE_MS } from './live-follow';
import type { LiveContext, LiveSprite, Rect } from './live-layer';
import type { ChartSurface } from './surface';

type Call = { option: ChartOption; opts: unknown };

function setup(overrides: Partial<EngineOptions> = {}) {
  const calls: Call[] = [];
  const drawn: string[] = [];
  const ctx = new Proxy({} as LiveContext, {
    get: (_t, prop) => (prop === 'canvas' ? undefined : typeof prop === 'string' && /^[a-z]/.test(prop) && !['fillStyle', 'strokeStyle', 'lineWidth', 'font', 'textBaseline', 'textAlign'].includes(prop) ? (...args: unknown[]) => drawn.push(`${prop}(${args.length})`) : undefined),
    set: () => true,
  });
  const surface: ChartSurface = {
    setOption: (option, opts) => void calls.push({ option, opts }),
    resize: () => undefined,
    getDataURL: () => 'data:',
    dispose: () => undefined,
  };
  const sprites: Record<string, Rect | null> = {};
  const patches: Record<string, Rect[]> = {};
  const sprite = (name: string): LiveSprite => ({
    draw: (rect) => {
      sprites[name] = rect;
      return rect ? ctx : null;
    },
    patch: (rect, dirty, paint) => {
      if (sprites[name]?.x !== rect.x) return false;
      (patches[name] ??= []).push(dirty);
      paint(ctx);
      return true;
    },
    snapshot: () => null,
    dispose: () => undefined,
  });
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
    createLiveLayer: () => ({ priceAxis: sprite('priceAxis'), timeAxis: sprite('timeAxis'), column: sprite('column'), strip: sprite('strip') }),
    scheduleFrame: (cb) => frames.push(cb),
    ...overrides,
  });
  const frame = () => frames.splice(0).forEach((f) => f());
  return { engine, calls, drawn, frame, sprites, patches };
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

  it('a tick inside the scales redraws only the live layer (a narrow column; the price line only moves)', () => {
    const t = setup();
    t.engine.setData(candles);
    t.frame();
    const last = defined(t.engine.store.last());
    t.drawn.length = 0;
    t.engine.upsert({ ...last, close: (last.high + last.low) / 2 });
    t.frame();
    expect(t.calls).toHaveLength(1);
    expect(t.drawn).toContain('fillRect(4)');
    expect(t.drawn).toContain('fillText(3)');
    // The column covers the slot before the live one to the price scale (its label), not the whole chart.
    expect(defined(t.sprites['column']).w).toBeLessThan(30 + 72);
    expect(defined(t.sprites['strip']).h).toBe(3);
  });

  it('a new candle lands in the empty slots without echarts, and the window moves on once the burst settles', () => {
    jest.useFakeTimers();
    try {
      const t = setup();
      t.engine.setData(candles);
      t.frame();
      const last = defined(t.engine.store.last());
      t.engine.upsert({ ...last, time: last.time + 60_000, open: last.close, close: last.close, high: last.close, low: last.close, volume: 1 });
      t.frame();
      expect(t.calls).toHaveLength(1);
      const view = defined(t.engine.view());
      expect(view.data.liveTo).toBe(view.data.liveSlot + 1);
      expect(view.frame.count).toBe(201);
      // A tick on the new candle repaints from the centre of the slot before it, not the whole column.
      const next = defined(t.engine.store.last());
      t.engine.upsert({ ...next, close: next.close + 0.01, high: next.close + 0.01 });
      t.frame();
      const column = defined(t.sprites['column']);
      const patch = defined(t.patches['column']?.at(-1));
      expect(patch.x).toBeGreaterThan(column.x + 2);
      expect(patch.x + patch.w).toBeCloseTo(column.x + column.w, 6);
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

  it('when new candles fill the empty slots, the window jumps a fifth on with one data render', () => {
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
      jest.advanceTimersByTime(FOLLOW_SETTLE_MS);
      t.frame();
      expect(t.engine.getViewport()).toEqual({ end: 5004 + 3, count: 203 });
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
    const last = defined(t.engine.store.last());
    t.engine.upsert({ ...last, close: (last.high + last.low) / 2 });
    t.frame();
    t.engine.upsert({ ...last, time: last.time + 60_000, volume: 1 });
    t.frame();
    expect(t.calls).toHaveLength(2);
    expect(t.sprites['column']).toEqual({ x: 1208, y: 0, w: 72, h: 696 });
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
    expect(defined(t.calls[1]).option.backgroundColor).toBe('#0b0e11');
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
