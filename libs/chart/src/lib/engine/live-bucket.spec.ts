import { defined, randomWalkCandles } from '../../testing';
import { defaultIndicator } from '../indicators/settings';
import { ChartEngine, type EngineView } from './chart-engine';
import {
  blank,
  drawLiveLayer,
  liveBuckets,
  liveRect,
  mergeBands,
  planLiveRepaint,
  repaints,
  slotCrosses,
  type LiveShown,
} from './live-bucket';
import type { LiveCanvas } from './live-canvas';
import type { Rect } from './live-layer';
import { slotToX } from './scales';

/** A rendered view of 5,000 candles (no echarts, no canvases) with VOL and MACD, and the engine behind it. */
function rendered(indicators = [defaultIndicator('VOL'), defaultIndicator('MACD')]) {
  const engine = new ChartEngine(document.createElement('div'), {
    width: 1280,
    height: 720,
    theme: 'dark',
    resolution: '1',
    timeZone: 'UTC',
    locale: 'en-US',
    priceDecimals: 2,
    indicators,
    createSurface: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined }),
    createLiveLayer: null,
    scheduleFrame: (cb) => cb(),
  });
  engine.setData(randomWalkCandles(5000, { step: 60_000 }));
  return { engine, view: defined(engine.view()) };
}

const line = (y: number): Rect => ({ x: 0, y, w: 1208, h: 3 });
const label = (y: number, text: string) => ({ box: { x: 1208, y: y - 8, w: 72, h: 18 }, text });

function shown(view: EngineView, over: Partial<LiveShown> = {}): LiveShown {
  return {
    view,
    to: view.data.liveTo,
    rect: liveRect(view.layout),
    line: line(200),
    color: '#0ecb81',
    label: label(201, '100.00'),
    ...over,
  };
}

describe('live layer repaint plan', () => {
  it('paints everything the first time, after an echarts render (a new view) and after a resize', () => {
    const { view } = rendered();
    expect(planLiveRepaint(null, shown(view)).full).toBe(true);
    const other = { ...view };
    expect(planLiveRepaint(shown(other), shown(view)).full).toBe(true);
    expect(planLiveRepaint(shown(view, { rect: { x: 0, y: 0, w: 800, h: 500 } }), shown(view)).full).toBe(true);
  });

  it('a tick repaints the live slot only, from the slot before it (its segments into the live slot), full height', () => {
    const { view } = rendered();
    const plan = planLiveRepaint(shown(view), shown(view));
    const d = view.data;
    expect(plan.from).toBe(d.liveSlot);
    expect(plan).toMatchObject({ full: false, bands: [], labels: null });
    const column = defined(plan.column);
    expect(defined(column).x).toBeLessThanOrEqual(slotToX(view.scales, d.liveSlot - 1));
    expect(defined(column).x + defined(column).w).toBeGreaterThan(slotToX(view.scales, d.liveSlot));
    expect(defined(column).x + defined(column).w).toBeLessThan(slotToX(view.scales, d.liveSlot + 1));
    expect(column).toMatchObject({ y: 0, h: 696 });
  });

  it('new candles since the last render: repaint from the centre of the slot before the last one shown', () => {
    const { view } = rendered();
    const d = view.data;
    const before = shown(view, { to: d.liveSlot + 2 });
    d.liveTo = d.liveSlot + 3;
    const plan = planLiveRepaint(before, shown(view));
    expect(plan.from).toBe(d.liveSlot + 1);
    const column = defined(plan.column);
    expect(defined(column).x).toBe(Math.floor(slotToX(view.scales, d.liveSlot + 1)));
    expect(defined(column).x + defined(column).w).toBeGreaterThan(slotToX(view.scales, d.liveSlot + 3));
  });

  it('a moved price line repaints its old and new rows; a changed label its old and new boxes', () => {
    const { view } = rendered();
    const plan = planLiveRepaint(shown(view), shown(view, { line: line(260), label: label(261, '99.10') }));
    expect(plan.bands).toEqual([line(200), line(260)]);
    expect(plan.labels).toEqual({ old: label(201, '100.00').box, next: label(261, '99.10').box });
  });

  it.each<[string, Partial<LiveShown>, number, boolean]>([
    ['the same text in the same place: only the live slot', {}, 0, false],
    ['another text in the same place: the label too', { label: label(201, '100.01') }, 0, true],
    ['another colour: line and label', { color: '#f6465d' }, 2, true],
    ['the line gone (price off the pane): its old row and label box', { line: null, label: null }, 1, true],
  ])('%s', (_name, next, bands, labelChanged) => {
    const { view } = rendered();
    const plan = planLiveRepaint(shown(view), shown(view, next));
    expect(plan.column).not.toBeNull();
    expect(plan.bands).toHaveLength(bands);
    expect(plan.labels !== null).toBe(labelChanged);
  });

  it('with the live candle off screen, an unchanged price repaints nothing', () => {
    const { engine } = rendered();
    engine.setViewport({ end: 3000, count: 203 });
    const view = defined(engine.view());
    expect(view.data.liveSlot).toBe(-1);
    const plan = planLiveRepaint(shown(view, { to: -1 }), shown(view, { to: -1 }));
    expect(repaints(plan)).toBe(false);
    expect(repaints(planLiveRepaint(shown(view, { to: -1 }), shown(view, { to: -1, label: label(201, '100.02') })))).toBe(true);
  });

  it('repaints the earlier live slots a moved line crosses, and only those', () => {
    const { view } = rendered();
    const d = view.data;
    const slot = d.liveSlot;
    const f = view.frame;
    const main = defined(view.layout.panes[0]);
    const range = defined(d.ranges.main);
    const yOf = (v: number) => main.top + ((range.max - v) / (range.max - range.min)) * main.height;
    const top = yOf(defined(f.high[slot]));
    const bottom = yOf(defined(f.low[slot]));
    expect(slotCrosses(view, slot, { x: 0, y: (top + bottom) / 2, w: 1208, h: 3 })).toBe(true);
    expect(slotCrosses(view, slot, { x: 0, y: bottom + 20, w: 1208, h: 3 })).toBe(false);
    // liveBuckets: slots from `from`, plus the earlier ones accepted.
    d.liveTo = slot + 2;
    expect(liveBuckets(view, slot + 2)).toHaveLength(1);
    expect(liveBuckets(view, slot + 2, (s) => s === slot)).toHaveLength(2);
    expect(liveBuckets(view)).toHaveLength(3);
  });

  it.each<[string, Rect[], Rect[]]>([
    ['one row', [line(200)], [line(200)]],
    ['rows a few pixels apart: one band', [line(200), line(206)], [{ x: 0, y: 200, w: 1208, h: 9 }]],
    ['the line moved up: the same band', [line(206), line(200)], [{ x: 0, y: 200, w: 1208, h: 9 }]],
    ['rows far apart: two bands', [line(200), line(260)], [line(200), line(260)]],
  ])('price line rows: %s', (_name, bands, merged) => {
    expect(mergeBands(bands)).toEqual(merged);
  });

  it('main-pane indicator segments count as crossing', () => {
    const { view } = rendered([defaultIndicator('MA')]);
    const slot = view.data.liveSlot;
    expect(view.series.some((s) => s.pane === 'main')).toBe(true);
    // A band over the whole main pane is crossed by anything in it.
    const main = defined(view.layout.panes[0]);
    expect(slotCrosses(view, slot, { x: 0, y: main.top, w: 1208, h: main.height })).toBe(true);
  });

  it('leaves a blank canvas alone while panning in history with the last price off the scale', () => {
    const { engine } = rendered();
    const paints: unknown[] = [];
    const live: LiveCanvas = { paint: (rect, regions) => void paints.push(regions), snapshot: () => null, dispose: () => undefined };
    engine.setViewport({ end: 3000, count: 203 });
    const first = defined(engine.view());
    const a = drawLiveLayer({ live }, first, engine.store, (v: number) => v.toFixed(2), null);
    // The last price is far outside this stretch of history: nothing to show, but the canvas is cleared once.
    expect(blank(a)).toBe(true);
    expect(paints).toEqual([null]);
    engine.setViewport({ end: 2990, count: 203 });
    const b = drawLiveLayer({ live }, defined(engine.view()), engine.store, (v: number) => v.toFixed(2), a);
    expect(blank(b)).toBe(true);
    expect(paints).toHaveLength(1);
    // Back at the live edge: painted whole again.
    engine.setViewport({ end: 5003, count: 203 });
    drawLiveLayer({ live }, defined(engine.view()), engine.store, (v: number) => v.toFixed(2), b);
    expect(paints).toEqual([null, null]);
  });
});
