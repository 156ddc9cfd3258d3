import { applyBookDelta, applyBookSnapshot, isCrossed } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { SIM_BOOK_LEVELS, createMarketSim } from './market-sim';

/** A seeded random source (mulberry32), so the runs are the same every time. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const START = Date.UTC(2026, 10, 28, 2, 0, 0);

describe('createMarketSim (decision 1803)', () => {
  it.each([
    ['spot', 'BTC_USDT'],
    ['spot', 'ETH_USDT'],
    ['futures', 'BTC_USDT'],
  ] as const)(
    '%s %s: 25 levels a side, deltas in sequence, never crossed, trades inside the book, candle close = last trade',
    (market, symbol) => {
      const series = seriesFor(symbol, market);
      if (!series) throw new Error('no series');
      const sim = createMarketSim(series, START, seeded(7));
      const first = sim.snapshot();
      expect(first.bids).toHaveLength(SIM_BOOK_LEVELS);
      expect(first.asks).toHaveLength(SIM_BOOK_LEVELS);
      // The client's own rules replay every delta on the first snapshot: no gap, no cross, over 10 simulated minutes.
      let book = applyBookSnapshot(first).book;
      for (let i = 1; i <= 3000; i++) {
        const now = START + i * 200;
        const step = applyBookDelta(book, sim.step(now));
        expect(step.resync).toBe(false);
        book = step.book;
        if (i % 4 === 0) {
          const bestBid = Math.max(...book.bids.keys());
          const bestAsk = Math.min(...book.asks.keys());
          const { trade, delta } = sim.trade(now);
          expect(trade.price).toBeGreaterThanOrEqual(bestBid);
          expect(trade.price).toBeLessThanOrEqual(bestAsk);
          const after = applyBookDelta(book, delta);
          expect(after.resync).toBe(false);
          book = after.book;
          expect(sim.candle('1', now).close).toBe(trade.price);
          expect(sim.candle('60', now).close).toBe(trade.price);
        }
        expect(isCrossed(book)).toBe(false);
      }
      expect(book.seq).toBe(sim.snapshot().seq);
      expect([...book.bids.entries()].sort((a, b) => b[0] - a[0])).toEqual(sim.snapshot().bids);
    },
  );

  it('a forced price (the market tick control) prints exactly there, between the best bid and ask', () => {
    const series = seriesFor('BTC_USDT', 'spot');
    if (!series) throw new Error('no series');
    const sim = createMarketSim(series, START, seeded(1));
    const book = applyBookSnapshot(sim.snapshot()).book;
    const { trade, delta } = sim.trade(START + 1000, 77_777.7);
    expect(trade.price).toBe(77_777.7);
    const after = applyBookDelta(book, delta).book;
    expect(Math.max(...after.bids.keys())).toBeLessThanOrEqual(77_777.7);
    expect(Math.min(...after.asks.keys())).toBeGreaterThan(77_777.7);
    expect(sim.candle('1', START + 1000).close).toBe(77_777.7);
    expect(sim.lastPrice()).toBe(77_777.7);
  });
});
