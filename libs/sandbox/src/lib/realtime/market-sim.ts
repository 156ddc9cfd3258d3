import type { BookLevel, KlineBar, MarketResolution, PublicTrade } from '@exchange/api';
import type { SymbolSeries } from '../market/bars';
import { createLiveBars, type LiveBars } from '../market/live-bars';

/** Levels the sandbox book keeps on each side. */
export const SIM_BOOK_LEVELS = 25;
/** The book's price step as a fraction of the price (1 basis point). */
const STEP_FRACTION = 0.0001;

export interface BookDelta {
  seq: number;
  bids: BookLevel[];
  asks: BookLevel[];
}

export interface MarketSim {
  /** The full book now. */
  snapshot(): { seq: number; bids: BookLevel[]; asks: BookLevel[] };
  /** Moves the book to the walk's price at `now` and changes a few sizes: the changed levels (size 0 = removed). */
  step(now: number): BookDelta;
  /**
   * A trade at `now`: a buy lifts the best ask, a sell hits the best bid (so it always prints inside the book), and
   * takes part of that level (a delta). `forced` prints at that price (the market tick control): the book moves so
   * that it lies between the best bid and the best ask; `forcedSize` is its size (else a random one).
   */
  trade(now: number, forced?: number, forcedSize?: number): { trade: PublicTrade; delta: BookDelta };
  /** The forming candle of a resolution; its close is the last trade. */
  candle(resolution: MarketResolution, now: number): KlineBar;
  lastPrice(): number | null;
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * The sandbox's market of one symbol (issue 20, decision 1803): a book on a grid of 1 bp steps around the price walk
 * the chart's history comes from, trades at the touch, candles closed by the last trade. `random` drives sizes and
 * sides (tests pass a seeded one).
 */
export function createMarketSim(series: SymbolSeries, start: number, random: () => number = Math.random): MarketSim {
  const places = series.symbol.info.price_precision;
  const tick = 10 ** -places;
  const step = Math.max(tick, round(Math.max(tick, Math.round((series.path.at(start) * STEP_FRACTION) / tick) * tick), places));
  const bids = new Map<number, number>();
  const asks = new Map<number, number>();
  let seq = 0;
  let anchor: number | null = null;
  let last: number | null = null;
  let tradeId = 0;
  const candles = new Map<MarketResolution, LiveBars>();
  const size = () => round(0.01 + random() * random() * 2, 4);

  /** Rebuilds the grid around `price`; returns the changed levels. */
  const regrid = (price: number): BookDelta => {
    const bestBid = round(Math.floor(price / step) * step, places);
    const changedBids: BookLevel[] = [];
    const changedAsks: BookLevel[] = [];
    const wantBids = new Set<number>();
    const wantAsks = new Set<number>();
    for (let i = 0; i < SIM_BOOK_LEVELS; i++) {
      wantBids.add(round(bestBid - i * step, places));
      wantAsks.add(round(bestBid + (i + 1) * step, places));
    }
    const sync = (levels: Map<number, number>, want: Set<number>, changed: BookLevel[]) => {
      for (const p of [...levels.keys()]) {
        if (want.has(p)) continue;
        levels.delete(p);
        changed.push([p, 0]);
      }
      for (const p of want) {
        if (levels.has(p)) continue;
        const s = size();
        levels.set(p, s);
        changed.push([p, s]);
      }
    };
    sync(bids, wantBids, changedBids);
    sync(asks, wantAsks, changedAsks);
    anchor = bestBid;
    return { seq, bids: changedBids, asks: changedAsks };
  };

  const best = (map: Map<number, number>, highest: boolean): number => {
    let found = highest ? -Infinity : Infinity;
    for (const p of map.keys()) if (highest ? p > found : p < found) found = p;
    return found;
  };

  regrid(series.path.at(start));

  return {
    snapshot: () => ({
      seq,
      bids: [...bids.entries()].sort((a, b) => b[0] - a[0]),
      asks: [...asks.entries()].sort((a, b) => a[0] - b[0]),
    }),
    step(now) {
      const price = series.path.at(now);
      const delta = anchor === null || Math.abs(price - anchor) >= step ? regrid(price) : { seq, bids: [], asks: [] };
      // A few sizes change on each step, near the touch more often.
      for (let i = 0; i < 3; i++) {
        const side = random() < 0.5 ? bids : asks;
        const sorted = [...side.keys()].sort((a, b) => (side === bids ? b - a : a - b));
        const p = sorted[Math.floor(random() * random() * sorted.length)];
        if (p === undefined) continue;
        const s = size();
        side.set(p, s);
        (side === bids ? delta.bids : delta.asks).push([p, s]);
      }
      seq += 1;
      return { ...delta, seq };
    },
    trade(now, forced, forcedSize) {
      const buy = random() < 0.5;
      let price: number;
      let amount: number;
      let moved: { bids: BookLevel[]; asks: BookLevel[] } = { bids: [], asks: [] };
      if (forced !== undefined) {
        // A forced price: the grid moves so that it lies between the best bid and the best ask, and prints there.
        moved = regrid(forced);
        price = round(forced, places);
        amount = forcedSize !== undefined && Number.isFinite(forcedSize) && forcedSize > 0 ? round(forcedSize, 8) : size();
      } else {
        const side = buy ? asks : bids;
        price = best(side, !buy);
        const available = side.get(price) ?? 0;
        amount = round(Math.max(0.0001, available * (0.1 + random() * 0.5)), 4);
        const left = round(available - amount, 4);
        side.set(price, left > 0 ? left : size());
        (buy ? moved.asks : moved.bids).push([price, side.get(price) ?? 0]);
      }
      seq += 1;
      last = price;
      tradeId += 1;
      for (const live of candles.values()) live.push(price, now);
      return {
        trade: { id: `${series.symbol.info.symbol}-${start}-${tradeId}`, price, size: amount, side: buy ? 'buy' : 'sell', time: now },
        delta: { seq, bids: moved.bids, asks: moved.asks },
      };
    },
    candle(resolution, now) {
      let live = candles.get(resolution);
      if (!live) {
        live = createLiveBars(series, resolution, now);
        if (last !== null) live.push(last, now);
        candles.set(resolution, live);
      }
      return last === null ? live.tick(now) : live.push(last, now);
    },
    lastPrice: () => last,
  };
}
