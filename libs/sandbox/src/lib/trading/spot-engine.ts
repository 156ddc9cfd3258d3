import {
  checkOrderLimits,
  orderCost,
  type BookLevel,
  type EndpointInput,
  type MarketFill,
  type MarketSymbol,
  type SpotOrder,
} from '@exchange/api';
import { takeFromBook, type BookTake } from './book-fill';
import { limitRefusal, tradingRefusal, type TradingRefusal } from './refusals';
import { spotEvent, type OrderEventInput } from './trading-state';
import { abs, text, times, timesUp, units } from './units';

/** The market a spot order meets: the symbol's table row, the last price and the simulated book. */
export interface SpotMarket {
  info: MarketSymbol;
  last: number;
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] };
}

/** A signed balance move of one spot currency (units of 1e-8). */
export interface SpotMove {
  currency: string;
  units: bigint;
}

/** What an order did: the order as it is now, its fills, the balance moves and the events to tell. */
export interface SpotResult {
  order: SpotOrder;
  fills: MarketFill[];
  moves: SpotMove[];
  events: OrderEventInput[];
}

export type SpotPlacement = ({ ok: true } & SpotResult) | ({ ok: false; refusal: TradingRefusal } & SpotResult);

const gridOf = (info: MarketSymbol) => ({
  tick: Number(info.tick_size ?? 10 ** -info.price_precision) || 10 ** -info.price_precision,
  step: Number(info.amount_step ?? 10 ** -info.amount_precision) || 10 ** -info.amount_precision,
});

/** Units of `currency` one open order locks now (its unfilled rest): a buy price × rest + taker fee in quote, a sell the rest in base. */
export function spotLock(order: SpotOrder, info: MarketSymbol): SpotMove {
  const rest = units(order.amount) - units(order.filled_amount);
  if (order.side === 'sell') return { currency: info.base, units: rest > 0n ? rest : 0n };
  const notional = times(units(order.price), rest > 0n ? rest : 0n);
  return { currency: info.quote, units: notional + timesUp(notional, units(info.taker_fee_rate)) };
}

/**
 * The fills of takes (or one maker fill) and the balance moves they make: a buy pays price × amount + fee in the quote
 * coin and receives the base amount; a sell delivers the base amount and receives price × amount − fee (decision 1882:
 * every spot fee in the quote coin, maker rate for a resting order, taker rate for one that fills at once).
 */
export function fillSpot(
  order: SpotOrder,
  info: MarketSymbol,
  takes: readonly BookTake[],
  role: 'maker' | 'taker',
  now: number,
): { order: SpotOrder; fills: MarketFill[]; moves: SpotMove[] } {
  const rate = units(role === 'maker' ? info.maker_fee_rate : info.taker_fee_rate);
  let filled = units(order.filled_amount);
  let notionalSum = times(units(order.avg_price ?? '0'), filled);
  let feeSum = units(order.fee ?? '0');
  let base = 0n;
  let quote = 0n;
  const fills: MarketFill[] = takes.map((take, index) => {
    const amount = units(take.amount);
    const notional = times(units(take.price), amount);
    const fee = timesUp(notional, rate);
    filled += amount;
    notionalSum += notional;
    feeSum += fee;
    if (order.side === 'buy') {
      base += amount;
      quote -= notional + fee;
    } else {
      base -= amount;
      quote += notional - fee;
    }
    return {
      id: `${order.id}-${Number(units(order.filled_amount) > 0n) + index + 1}-${now}`,
      symbol: order.currency_pair,
      side: order.side,
      price: text(units(take.price)),
      amount: text(amount),
      create_time_ms: now,
      market: 'spot' as const,
      order_id: order.id,
      fee: text(fee),
      fee_currency: info.quote,
      role,
      realised_pnl: '0',
    };
  });
  const avg = filled === 0n ? 0n : (notionalSum * 10n ** 8n) / filled;
  return {
    order: {
      ...order,
      filled_amount: text(filled),
      avg_price: text(avg),
      fee: text(feeSum),
      fee_currency: info.quote,
      update_time_ms: now,
    },
    fills,
    moves: [
      { currency: info.base, units: base },
      { currency: info.quote, units: quote },
    ].filter((move) => move.units !== 0n),
  };
}

const bestOf = (levels: readonly BookLevel[]): number | null => levels[0]?.[0] ?? null;

/**
 * A spot order placed (issue 21, decision 1882): checked against the symbol's limits (`checkOrderLimits`, the same rule
 * the order form asks) and the available balance (`available(currency)`, the ledger minus what open orders lock);
 * a market order fills at once against the book with slippage; a limit order that crosses the book takes what its
 * price reaches (taker) and rests with the rest (gtc), cancels it (ioc) or is refused (poc); a stop-limit order waits
 * for its stop. A refused order comes back `rejected` with the refusal. Pure.
 */
export function placeSpot(
  input: EndpointInput<'placeSpotOrder'>,
  market: SpotMarket,
  available: (currency: string) => bigint,
  now: number,
  id: string,
): SpotPlacement {
  const { info, last, book } = market;
  const type = input.type ?? 'limit';
  const tif = input.time_in_force ?? 'gtc';
  const base: SpotOrder = {
    id,
    currency_pair: input.currency_pair,
    side: input.side,
    type,
    price: type === 'market' ? '0' : (input.price ?? '0'),
    amount: input.amount,
    filled_amount: '0',
    status: 'open',
    create_time: Math.floor(now / 1000),
    stop_price: input.stop_price ?? '0',
    triggered: false,
    time_in_force: type === 'limit' ? tif : 'gtc',
    avg_price: '0',
    fee: '0',
    fee_currency: info.quote,
    update_time_ms: now,
    reject_code: 0,
    reject_reason: '',
  };
  const reject = (refusal: TradingRefusal): SpotPlacement => {
    const order = { ...base, status: 'rejected', reject_code: refusal.code, reject_reason: refusal.message };
    return { ok: false, refusal, order, fills: [], moves: [], events: [spotEvent('rejected', order, now, refusal)] };
  };
  const draft = { side: input.side, type, price: input.price, amount: input.amount, stopPrice: input.stop_price };
  const broken = checkOrderLimits(info, draft, last);
  if (broken) return reject(limitRefusal(broken, info.quote));
  const grid = gridOf(info);
  const insufficient = (currency: string, need: bigint) =>
    reject(tradingRefusal('insufficientBalance', { currency, need: text(need), have: text(available(currency)) }));

  if (type === 'market') {
    const takes = takeFromBook(book, input.side, Number(input.amount), grid);
    if (takes.length === 0) return reject(tradingRefusal('noLiquidity'));
    const probe = fillSpot(base, info, takes, 'taker', now);
    const pay = probe.moves.find((move) => move.units < 0n);
    if (pay && abs(pay.units) > available(pay.currency)) return insufficient(pay.currency, abs(pay.units));
    const complete = units(probe.order.filled_amount) >= units(input.amount);
    // A market order's price is its average fill price (the chart's marker; never 0).
    const order = { ...probe.order, price: probe.order.avg_price ?? '0', status: complete ? 'closed' : 'cancelled' };
    return { ok: true, ...probe, order, events: [spotEvent(complete ? 'filled' : 'partially_filled', order, now)] };
  }

  const cost = orderCost(info, draft, last);
  if (cost === null) return reject(tradingRefusal('invalidOrder'));
  const need = units(cost.reserve.amount);
  if (need > available(cost.reserve.currency)) return insufficient(cost.reserve.currency, need);

  if (type === 'stop_limit') return { ok: true, order: base, fills: [], moves: [], events: [spotEvent('placed', base, now)] };

  const price = Number(input.price);
  const best = bestOf(input.side === 'buy' ? book.asks : book.bids);
  const crosses = best !== null && (input.side === 'buy' ? price >= best : price <= best);
  if (tif === 'poc' && crosses) return reject(tradingRefusal('postOnlyWouldTake'));
  const takes = crosses ? takeFromBook(book, input.side, Number(input.amount), grid, price) : [];
  const taken = takes.length > 0 ? fillSpot(base, info, takes, 'taker', now) : { order: base, fills: [], moves: [] };
  const complete = units(taken.order.filled_amount) >= units(input.amount);
  const partly = units(taken.order.filled_amount) > 0n;
  if (complete) {
    const order = { ...taken.order, status: 'closed' };
    return { ok: true, ...taken, order, events: [spotEvent('filled', order, now)] };
  }
  if (tif === 'ioc') {
    const order = { ...taken.order, status: 'cancelled' };
    return { ok: true, ...taken, order, events: [spotEvent(partly ? 'partially_filled' : 'cancelled', order, now)] };
  }
  const events = [spotEvent('placed', taken.order, now)];
  if (partly) events.push(spotEvent('partially_filled', taken.order, now));
  return { ok: true, ...taken, events };
}

/** Whether a print at `price` reaches a resting limit order: a buy at or above it, a sell at or below it. */
export const printReaches = (order: Pick<SpotOrder, 'side' | 'price'>, price: number): boolean => {
  const limit = Number(order.price);
  if (!Number.isFinite(limit) || limit <= 0) return false;
  return order.side === 'buy' ? price <= limit : price >= limit;
};

/** Whether a print at `price` triggers a waiting stop-limit order: a buy stop when the price rises to it, a sell stop when it falls to it. */
export const printTriggers = (order: Pick<SpotOrder, 'side' | 'stop_price'>, price: number): boolean => {
  const stop = Number(order.stop_price ?? 0);
  if (!(stop > 0)) return false;
  return order.side === 'buy' ? price >= stop : price <= stop;
};

/** A print's size in amount units, cut to the symbol's amount step; null: no size given (it fills whatever it reaches). */
const printUnits = (size: number | undefined, info: MarketSymbol): bigint | null => {
  if (size === undefined || !Number.isFinite(size)) return null;
  const step = units(info.amount_step ?? 10 ** -info.amount_precision) || 1n;
  const raw = units(size > 0 ? size : 0);
  return (raw / step) * step;
};

/** Price priority among the user's resting orders: the highest buy and the lowest sell first, then the oldest. */
const priority = (a: SpotOrder, b: SpotOrder): number =>
  (a.side === 'buy' ? Number(b.price) - Number(a.price) : Number(a.price) - Number(b.price)) || a.create_time - b.create_time;

/**
 * A market print meets the user's open orders of its symbol (issue 21; the resting fills of issue 20, decision 1851,
 * now with fees): a waiting stop-limit whose stop the print crosses triggers (and rests as a limit order); the limit
 * orders the print reaches fill at their own price as the maker, in price priority, as far as the print's size goes
 * (decision 1911): an order the print covers fills (`filled`), one it covers only in part stays open with the part
 * filled (`partially_filled`). A print without a size fills everything it reaches; a print older than an order (its
 * `create_time`, in seconds) does not reach it. Pure.
 */
export function spotPrint(
  open: readonly SpotOrder[],
  info: MarketSymbol,
  print: { price: number; time: number; size?: number },
): { open: SpotOrder[]; finished: SpotOrder[]; fills: MarketFill[]; moves: SpotMove[]; events: OrderEventInput[]; changed: boolean } {
  const still: SpotOrder[] = [];
  const finished: SpotOrder[] = [];
  const fills: MarketFill[] = [];
  const moves: SpotMove[] = [];
  const events: OrderEventInput[] = [];
  const reached: SpotOrder[] = [];
  for (const original of open) {
    let order = original;
    // A print older than the order (the tape a first look meets) never reaches it.
    if (order.currency_pair !== info.symbol || order.status !== 'open' || order.create_time * 1000 > print.time) {
      still.push(order);
      continue;
    }
    if (order.type === 'stop_limit' && !order.triggered) {
      if (!printTriggers(order, print.price)) {
        still.push(order);
        continue;
      }
      order = { ...order, triggered: true, update_time_ms: print.time };
      events.push(spotEvent('triggered', order, print.time));
    }
    const rest = units(order.amount) - units(order.filled_amount);
    if (order.type === 'market' || rest <= 0n || !printReaches(order, print.price)) {
      still.push(order);
      continue;
    }
    reached.push(order);
  }
  let left = printUnits(print.size, info);
  for (const order of reached.sort(priority)) {
    const rest = units(order.amount) - units(order.filled_amount);
    const fill = left === null || left >= rest ? rest : left;
    if (fill <= 0n) {
      still.push(order);
      continue;
    }
    if (left !== null) left -= fill;
    const done = fillSpot(order, info, [{ price: Number(order.price), amount: Number(text(fill)) }], 'maker', print.time);
    fills.push(...done.fills);
    moves.push(...done.moves);
    if (fill === rest) {
      const closed = { ...done.order, status: 'closed' };
      finished.push(closed);
      events.push(spotEvent('filled', closed, print.time));
    } else {
      still.push(done.order);
      events.push(spotEvent('partially_filled', done.order, print.time));
    }
  }
  return { open: still, finished, fills, moves, events, changed: events.length > 0 };
}
