import { seriesFor } from './bars';
import { createLiveBars } from './live-bars';

const NOW = Date.UTC(2026, 10, 22, 7, 0, 10);
const btc = seriesFor('BTC_USDT', 'spot');
if (!btc) throw new Error('BTC_USDT is listed');

describe('createLiveBars (decision 0411)', () => {
  it('starts with the forming bar and moves its close to the walk on each tick', () => {
    const live = createLiveBars(btc, '1', NOW);
    expect(live.current().time).toBe(Date.UTC(2026, 10, 22, 7, 0));
    const bar = live.tick(NOW + 5000);
    expect(bar.time).toBe(Date.UTC(2026, 10, 22, 7, 0));
    expect(bar.close).toBe(Number(btc.path.at(NOW + 5000).toFixed(2)));
  });

  it('opens the next bar when the minute is over', () => {
    const live = createLiveBars(btc, '1', NOW);
    const next = live.tick(NOW + 60_000);
    expect(next.time).toBe(Date.UTC(2026, 10, 22, 7, 1));
    expect(next.open).toBe(Number(btc.path.at(Date.UTC(2026, 10, 22, 7, 1)).toFixed(2)));
  });

  it('a push closes the forming bar at the price and stretches high or low; later ticks return to the walk', () => {
    const live = createLiveBars(btc, '60', NOW);
    const before = live.current();
    const up = live.push(before.high * 1.5, NOW + 1000);
    expect(up.close).toBe(Number((before.high * 1.5).toFixed(2)));
    expect(up.high).toBe(up.close);
    expect(up.low).toBe(before.low);
    const down = live.push(before.low * 0.5, NOW + 2000);
    expect(down.low).toBe(down.close);
    expect(down.high).toBe(up.high);
    const back = live.tick(NOW + 3000);
    expect(back.close).toBe(Number(btc.path.at(NOW + 3000).toFixed(2)));
    expect(back.high).toBe(up.high);
  });

  it('never lowers the high or raises the low while a bar forms', () => {
    const live = createLiveBars(btc, '15', NOW);
    let prev = live.current();
    for (let s = 1; s < 200; s++) {
      const bar = live.tick(NOW + s * 3000);
      if (bar.time === prev.time) {
        expect(bar.high).toBeGreaterThanOrEqual(prev.high);
        expect(bar.low).toBeLessThanOrEqual(prev.low);
        expect(bar.volume).toBeGreaterThanOrEqual(prev.volume);
      }
      prev = bar;
    }
  });
});
