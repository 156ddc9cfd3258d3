import { createPricePath, hash3, seedOf, unit } from './price-path';

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);

describe('createPricePath (decision 0411: a seeded walk readable at any instant)', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = createPricePath(seedOf('BTC_USDT'), 60_000, 0.03);
    const b = createPricePath(seedOf('BTC_USDT'), 60_000, 0.03);
    const c = createPricePath(seedOf('ETH_USDT'), 60_000, 0.03);
    const times = [START, START + 1234, START + 5 * DAY + 17];
    expect(times.map(a.at)).toEqual(times.map(b.at));
    expect(times.map(c.at)).not.toEqual(times.map(a.at));
  });

  it('is continuous: a millisecond apart the price barely moves', () => {
    const path = createPricePath(7, 100, 0.03);
    const t = START + 123_456_789;
    expect(Math.abs(path.at(t + 1) / path.at(t) - 1)).toBeLessThan(1e-4);
  });

  it('has about the asked daily volatility, and Brownian scaling to one minute', () => {
    const path = createPricePath(11, 60_000, 0.03);
    const std = (step: number, n: number) => {
      const r = Array.from({ length: n }, (_, i) => Math.log(path.at(START + (i + 1) * step) / path.at(START + i * step)));
      const mean = r.reduce((s, x) => s + x, 0) / n;
      return Math.sqrt(r.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
    };
    expect(std(DAY, 400)).toBeGreaterThan(0.015);
    expect(std(DAY, 400)).toBeLessThan(0.06);
    const perMinute = 0.03 / Math.sqrt(1440);
    expect(std(60_000, 2000)).toBeGreaterThan(perMinute / 2);
    expect(std(60_000, 2000)).toBeLessThan(perMinute * 2);
  });

  it('stays around its reference price over years', () => {
    const path = createPricePath(3, 60_000, 0.03);
    const prices = Array.from({ length: 1000 }, (_, i) => path.at(START - 3 * 365 * DAY + i * 3 * DAY));
    expect(Math.min(...prices)).toBeGreaterThan(60_000 / 3);
    expect(Math.max(...prices)).toBeLessThan(60_000 * 3);
  });

  it('hashes to well-spread units', () => {
    const values = Array.from({ length: 4000 }, (_, i) => unit(hash3(1, 2, i)));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, x) => s + x, 0) / values.length;
    expect(mean).toBeGreaterThan(0.47);
    expect(mean).toBeLessThan(0.53);
  });
});
