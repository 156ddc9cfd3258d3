// Benchmark page: the library's PriceChart, fed N seeded random-walk candles as typed columns.
import { PriceChart, serializeChartState, type ChartEngine } from '@exchange/chart/bench';
import { createRandomWalkDatafeed, nextRandomCandle, randomWalkStore, seededRandom, withColumns } from '@exchange/chart/testing';
import { AppProviders } from '@exchange/ui';
import { createRoot } from 'react-dom/client';

const n = Number(new URLSearchParams(location.search).get('n') ?? 1000);
const store = randomWalkStore(n, { seed: 7, start: Date.UTC(2020, 0, 1), step: 60_000 });
const datafeed = withColumns(createRandomWalkDatafeed({ count: 10, tickMs: 0 }), store);
const saved = new Map([
  [
    'exchange.chart.state.v1',
    serializeChartState({
      resolution: '1',
      theme: 'dark',
      indicators: [
        { type: 'VOL', settings: { maPeriods: [5, 10] } },
        { type: 'MACD', settings: { fast: 12, slow: 26, signal: 9, source: 'close' } },
      ],
    }),
  ],
]);
const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
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
const el = document.getElementById('chart') as HTMLElement;
let engine: ChartEngine | null = null;

Object.assign(window, {
  __bench: {
    ready: true,
    async render() {
      const t0 = performance.now();
      await new Promise<void>((resolve) =>
        createRoot(el).render(
          <AppProviders locale="en" messages={{}}>
            <PriceChart
              datafeed={datafeed}
              symbol="BTC_USDT"
              storage={storage}
              height="720px"
              timeZone="UTC"
              onEngine={(e) => (engine = e)}
              onReady={resolve}
              logger={console}
            />
          </AppProviders>,
        ),
      );
      await raf();
      return performance.now() - t0;
    },
    /** 60 steps: zoom out from 200 candles to the whole data and back in while panning from the newest to the oldest. */
    async panZoom(steps: number) {
      const e = engine as ChartEngine;
      const len = e.store.length;
      const intervals: number[] = [];
      let last = await raf();
      for (let i = 0; i < steps; i++) {
        const t = i / (steps - 1);
        const tri = t < 0.5 ? t * 2 : (1 - t) * 2;
        const count = Math.round(200 * Math.pow(Math.max(1, len / 200), tri));
        e.setViewport({ end: Math.round(len - (len - count) * t), count });
        const now = await raf();
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    },
    /** One data render of a window (screenshots: the live layer's drawing next to echarts' own). */
    async redraw(viewport: { end: number; count: number }) {
      const e = engine as ChartEngine;
      e.setViewport(viewport);
      await raf();
      await raf();
    },
    /**
     * Live updates, one per frame: 'tick' updates the last candle, 'bar' opens a new one, 'idle' does nothing.
     * Then waits 500 ms (`settleMs`) so work the engine defers (the window catching up after a burst of candles) is counted.
     * Returns the frames elapsed, the frame intervals during the updates and the engine's renders by kind.
     */
    async live(updates: number, kind: 'tick' | 'bar' | 'idle', settleMs = 500) {
      const e = engine as ChartEngine;
      const rand = seededRandom(99);
      e.setViewport({ end: e.store.length + 3, count: 203 });
      await raf();
      let prev = await raf();
      const intervals: number[] = [];
      const renders: Record<string, number> = {};
      let counting = false; // onRender replays the last view at once: not a render
      const stop = e.onRender((_v, mode) => void (counting && (renders[mode] = (renders[mode] ?? 0) + 1)));
      counting = true;
      let frames = 2;
      for (let i = 0; i < updates; i++) {
        const now = await raf();
        intervals.push(now - prev);
        prev = now;
        frames++;
        if (kind === 'idle') continue;
        const last = e.store.last();
        if (!last) break;
        const c =
          kind === 'tick'
            ? { ...last, close: last.close * (1 + (rand() - 0.5) * 0.0004), volume: last.volume * (1 + rand() * 0.001) }
            : nextRandomCandle(last, rand, 60_000);
        c.high = Math.max(c.high, c.close);
        c.low = Math.min(c.low, c.close);
        e.upsert(c);
      }
      const viewport = e.getViewport();
      frames += await settle(settleMs);
      stop();
      return { frames, intervals, renders, viewport };
    },
  },
});
