import { defined } from '../../testing';
import { CandleStore } from '../data/candle-store';
import type { Candle } from '../types';
import { createIncrementalKdj, createIncrementalMacd } from './incremental';
import { IndicatorEngine, seriesValueAt } from './indicator-engine';
import { computeKdj } from './kdj';
import { computeMacd } from './macd';
import { computeBoll, computeEma, computeMa } from './moving-averages';
import { candlesFromCloses } from './reference';
import { defaultIndicator } from './settings';

const closes = Array.from({ length: 120 }, (_, i) => 100 + Math.sin(i / 5) * 10 + (i % 7));
const candles = candlesFromCloses(closes);

describe('incremental indicators agree with the batch maths', () => {
  it('MACD: appending and replacing the last candle', () => {
    const macd = createIncrementalMacd({ fast: 12, slow: 26, signal: 9, source: 'close' }, candles.slice(0, 60));
    let last = macd.upsert(defined(candles[60]));
    for (let i = 60; i < candles.length; i++) {
      const c = defined(candles[i]);
      macd.upsert({ ...c, close: c.close + 50 }); // a tick that is later replaced
      last = macd.upsert(c);
    }
    const batch = computeMacd(candles, { fast: 12, slow: 26, signal: 9, source: 'close' });
    expect(macd.length).toBe(candles.length);
    expect(last.macd).toBeCloseTo(defined(batch.macd.at(-1)), 9);
    expect(last.signal).toBeCloseTo(defined(batch.signal.at(-1)), 9);
    expect(last.histogram).toBeCloseTo(defined(batch.histogram.at(-1)), 9);
  });

  it('MACD: growing from no history through the seed windows', () => {
    const s = { fast: 3, slow: 5, signal: 2, source: 'hlc3' } as const;
    const macd = createIncrementalMacd(s);
    const batch = computeMacd(candles.slice(0, 20), s);
    candles.slice(0, 20).forEach((c, i) => {
      macd.upsert({ ...c, close: c.close - 7 });
      const p = macd.upsert(c);
      if (batch.macd[i] === undefined) expect(p.macd).toBeUndefined();
      else expect(p.macd).toBeCloseTo(defined(batch.macd[i]), 9);
      if (batch.histogram[i] === undefined) expect(p.histogram).toBeUndefined();
      else expect(p.histogram).toBeCloseTo(defined(batch.histogram[i]), 9);
    });
  });

  it('KDJ: appending and replacing the last candle', () => {
    const kdj = createIncrementalKdj({ period: 9, k: 3, d: 3 });
    let last = kdj.upsert(defined(candles[0]));
    expect(last.k).toBeUndefined();
    for (const c of candles.slice(1)) {
      kdj.upsert({ ...c, high: c.high + 20 });
      last = kdj.upsert(c);
    }
    const batch = computeKdj(candles, { period: 9, k: 3, d: 3 });
    expect(last.k).toBeCloseTo(defined(batch.k.at(-1)), 9);
    expect(last.j).toBeCloseTo(defined(batch.j.at(-1)), 9);
  });

  it('the engine keeps MA, EMA, BOLL, VOL, MACD and KDJ columns equal to a full recompute', () => {
    const store = CandleStore.fromCandles(candles.slice(0, 30), 0);
    const engine = new IndicatorEngine(store);
    engine.setIndicators(['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'KDJ'].map((t) => defaultIndicator(t as 'MA')));
    for (const c of candles.slice(30)) {
      store.upsert({ ...c, low: c.low - 3 } as Candle);
      engine.update(store.length - 1);
      store.upsert(c);
      engine.update(store.length - 1);
    }
    const col = (id: string) => {
      const s = defined(engine.series().find((x) => x.id === id));
      return Array.from({ length: store.length }, (_, i) => seriesValueAt(s, i));
    };
    const near = (a: (number | undefined)[], b: (number | undefined)[]) =>
      b.forEach((v, i) => (v === undefined ? expect(a[i]).toBeUndefined() : expect(a[i]).toBeCloseTo(v, 8)));
    near(col('MA-0'), computeMa(candles, 7));
    near(col('EMA-2'), computeEma(candles, 99));
    near(col('BOLL-upper'), computeBoll(candles, { period: 20, multiplier: 2, source: 'close' }).upper);
    near(col('MACD-signal'), computeMacd(candles, { fast: 12, slow: 26, signal: 9, source: 'close' }).signal);
    near(col('MACD-hist'), computeMacd(candles, { fast: 12, slow: 26, signal: 9, source: 'close' }).histogram);
    near(col('KDJ-d'), computeKdj(candles, { period: 9, k: 3, d: 3 }).d);
    expect(
      engine
        .series()
        .filter((s) => s.pane === 'VOL')
        .map((s) => s.label),
    ).toEqual(['MA(5)', 'MA(10)']);
  });
});
