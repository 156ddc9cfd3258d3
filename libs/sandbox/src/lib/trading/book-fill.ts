import type { BookLevel } from '@exchange/api';
import { OrderBook, Side, type LimitOrderOptions } from 'nodejs-order-book';

/** One level the taker took from: price and amount, as the book printed them (numbers on the symbol's grid). */
export interface BookTake {
  price: number;
  amount: number;
}

/**
 * What a taker order takes from the simulated book (issue 21, decision 1882): the book's levels become resting maker
 * orders of nodejs-order-book, in integer ticks and amount steps (so the library's number arithmetic stays exact), and
 * the taker is matched by price-time priority: a market order (no `limit`) walks the levels until it is filled or the
 * book is empty (slippage); a limit order stops at its price. The takes come back on the symbol's grid, best first.
 */
export function takeFromBook(
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] },
  side: 'buy' | 'sell',
  amount: number,
  grid: { tick: number; step: number },
  limit?: number,
): BookTake[] {
  const levels = side === 'buy' ? book.asks : book.bids;
  const toTicks = (price: number) => Math.round(price / grid.tick);
  const toSteps = (size: number) => Math.round(size / grid.step);
  const wanted = toSteps(amount);
  if (wanted <= 0 || levels.length === 0) return [];
  const ob = new OrderBook();
  const makers = new Map<string, { price: number; size: number }>();
  levels.forEach(([price, size], index) => {
    const steps = toSteps(size);
    if (steps <= 0 || !(price > 0)) return;
    const id = `m${index}`;
    makers.set(id, { price: toTicks(price), size: steps });
    ob.limit({ id, side: side === 'buy' ? Side.SELL : Side.BUY, size: steps, price: toTicks(price) });
  });
  const takerSide = side === 'buy' ? Side.BUY : Side.SELL;
  const result =
    limit === undefined
      ? ob.market({ side: takerSide, size: wanted })
      : ob.limit({
          id: 'taker',
          side: takerSide,
          size: wanted,
          price: toTicks(limit),
          timeInForce: 'IOC' as LimitOrderOptions['timeInForce'],
        });
  const takes: BookTake[] = [];
  for (const done of result.done) {
    const maker = makers.get(done.id);
    if (maker) takes.push({ price: maker.price, amount: maker.size });
  }
  if (result.partial && result.partial.id !== 'taker') {
    const maker = makers.get(result.partial.id);
    if (maker && result.partialQuantityProcessed > 0) takes.push({ price: maker.price, amount: result.partialQuantityProcessed });
  }
  const places = (n: number) => Math.max(0, Math.round(-Math.log10(n)));
  return takes
    .sort((a, b) => (side === 'buy' ? a.price - b.price : b.price - a.price))
    .map((take) => ({
      price: Number((take.price * grid.tick).toFixed(places(grid.tick))),
      amount: Number((take.amount * grid.step).toFixed(places(grid.step))),
    }));
}
