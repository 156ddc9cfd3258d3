import { CandleStore } from '../lib/data/candle-store';
import type { Candle } from '../lib/types';

/** Mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomWalkOptions {
  seed?: number;
  /** Open time of the first candle (ms). */
  start?: number;
  /** Bar length in ms. */
  step?: number;
  startPrice?: number;
  /** Per-candle volatility (fraction of price). */
  volatility?: number;
}

const DEFAULTS = { seed: 42, start: Date.UTC(2020, 0, 1), step: 60_000, startPrice: 30_000, volatility: 0.002 };

/** One step of the walk from `prevClose`; deterministic for a given random source. */
function step(rand: () => number, prevClose: number, volatility: number) {
  const z = (rand() + rand() + rand() - 1.5) * 2; // ≈ normal, σ ≈ 1
  const open = prevClose;
  const close = Math.max(0.01, open * (1 + z * volatility));
  const high = Math.max(open, close) * (1 + rand() * volatility);
  const low = Math.min(open, close) * (1 - rand() * volatility);
  const volume = Math.round((0.2 + rand() * 2 + Math.abs(z)) * 100_000) / 1000;
  return { open, high, low, close, volume };
}

/** Seeded random-walk OHLCV written straight into typed columns (no per-candle objects). */
export function randomWalkStore(count: number, options: RandomWalkOptions = {}, headroom = 4096): CandleStore {
  const o = { ...DEFAULTS, ...options };
  const store = new CandleStore(count + headroom);
  const rand = seededRandom(o.seed);
  let prev = o.startPrice;
  for (let i = 0; i < count; i++) {
    const c = step(rand, prev, o.volatility);
    store.time[i] = o.start + i * o.step;
    store.open[i] = c.open;
    store.high[i] = c.high;
    store.low[i] = c.low;
    store.close[i] = c.close;
    store.volume[i] = c.volume;
    prev = c.close;
  }
  store.length = count;
  store.version++;
  return store;
}

/** The same walk as candle objects (for datafeeds, stories and tests). */
export function randomWalkCandles(count: number, options: RandomWalkOptions = {}): Candle[] {
  const o = { ...DEFAULTS, ...options };
  const rand = seededRandom(o.seed);
  let prev = o.startPrice;
  return Array.from({ length: count }, (_, i) => {
    const c = step(rand, prev, o.volatility);
    prev = c.close;
    return { time: o.start + i * o.step, ...c };
  });
}

/** The next candle after `last` (a live tick that opens a new bar). */
export function nextRandomCandle(last: Candle, rand: () => number, stepMs: number, volatility = DEFAULTS.volatility): Candle {
  return { time: last.time + stepMs, ...step(rand, last.close, volatility) };
}
