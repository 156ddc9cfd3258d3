// Prototype bench page: the engine alone (used while the component is being built).
import { ChartEngine, defaultIndicator } from '@exchange/chart/bench';
import { nextRandomCandle, randomWalkStore, seededRandom } from '@exchange/chart/testing';

const n = Number(new URLSearchParams(location.search).get('n') ?? 1000);
const store = randomWalkStore(n, { seed: 7 });
const el = document.getElementById('chart') as HTMLElement;
const raf = () => new Promise<number>((r) => requestAnimationFrame(r));
/** Waits at least `ms` and two frames; returns the frames elapsed. */
const settle = async (ms: number) => {
  const t0 = performance.now();
  let frames = 0;
  while (performance.now() - t0 < ms || frames < 2) {
    await raf();
    frames++;
  }
  return frames;
};
let engine: ChartEngine;

Object.assign(window, {
  __bench: {
    ready: true,
    async render() {
      const t0 = performance.now();
      engine = new ChartEngine(el, {
        width: 1280,
        height: 720,
        theme: 'dark',
        resolution: '1',
        timeZone: 'UTC',
        locale: 'en-US',
        priceDecimals: 2,
        indicators: [defaultIndicator('VOL'), defaultIndicator('MACD')],
      });
      engine.setColumns(store, store.length);
      engine.flush();
      await raf();
      return performance.now() - t0;
    },
    async panZoom(steps: number) {
      const len = engine.store.length;
      const intervals: number[] = [];
      let last = await raf();
      for (let i = 0; i < steps; i++) {
        const t = i / (steps - 1);
        const tri = t < 0.5 ? t * 2 : (1 - t) * 2;
        const count = Math.round(200 * Math.pow(len / 200, tri));
        const end = Math.round(len - (len - count) * t);
        engine.setViewport({ end, count });
        engine.flush();
        const now = await raf();
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    },
    /** One data render of a window (screenshots: the live layer's drawing next to echarts' own). */
    async redraw(viewport: { end: number; count: number }) {
      engine.setViewport(viewport);
      engine.flush();
      await raf();
      await raf();
    },
    /**
     * Live updates, one per frame: 'tick' updates the last candle, 'bar' opens a new one, 'idle' does nothing.
     * Then waits 500 ms (`settleMs`) so work the engine defers (the window catching up after a burst of candles) is counted.
     * Returns the frames elapsed, the frame intervals during the updates and the engine's renders by kind.
     */
    async live(updates: number, kind: 'tick' | 'bar' | 'idle', settleMs = 500) {
      const rand = seededRandom(99);
      engine.setViewport({ end: engine.store.length + 3, count: 203 });
      engine.flush();
      let prev = await raf();
      const intervals: number[] = [];
      const renders: Record<string, number> = {};
      let counting = false; // onRender replays the last view at once: not a render
      const stop = engine.onRender((_v, mode) => void (counting && (renders[mode] = (renders[mode] ?? 0) + 1)));
      counting = true;
      let frames = 1;
      for (let i = 0; i < updates; i++) {
        const now = await raf();
        intervals.push(now - prev);
        prev = now;
        frames++;
        if (kind === 'idle') continue;
        const last = engine.store.last();
        if (!last) break;
        const c =
          kind === 'tick'
            ? { ...last, close: last.close * (1 + (rand() - 0.5) * 0.0004), volume: last.volume * (1 + rand() * 0.001) }
            : nextRandomCandle(last, rand, 60_000);
        c.high = Math.max(c.high, c.close);
        c.low = Math.min(c.low, c.close);
        engine.upsert(c);
      }
      const viewport = engine.getViewport();
      frames += await settle(settleMs);
      stop();
      return { frames, intervals, renders, viewport };
    },
  },
});
