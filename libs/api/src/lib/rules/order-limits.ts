import type { MarketSymbol } from '../schemas/market';
import type { TradingErrorName } from '../schemas/trading';

/**
 * The exchange's order limits and order arithmetic (issue 21, decision 1882), one home for the client's order form and
 * the sandbox exchange: both ask `checkOrderLimits` and `orderCost` with the symbol table's numbers, so what the form
 * lets through the exchange takes, and the total, fee and reserve the form shows are what the exchange locks.
 * Exact decimal arithmetic on text (bigint with a scale), never floating point.
 */

/** A decimal as `units / 10^scale`. */
interface Dec {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string (or finite number) as a Dec; null when it is not one. */
export function parseDecimal(value: string | number): Dec | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? numberText(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/** A number as plain decimal text (no exponent), at most 12 places. */
const numberText = (value: number): string => value.toFixed(12).replace(/\.?0+$/, '');

const align = (a: Dec, b: Dec): [bigint, bigint] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale)];
};
const compare = (a: Dec, b: Dec): number => {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
};
const multiply = (a: Dec, b: Dec): Dec => ({ units: a.units * b.units, scale: a.scale + b.scale });
const add = (a: Dec, b: Dec): Dec => {
  const [x, y] = align(a, b);
  return { units: x + y, scale: Math.max(a.scale, b.scale) };
};
const subtract = (a: Dec, b: Dec): Dec => {
  const [x, y] = align(a, b);
  return { units: x > y ? x - y : 0n, scale: Math.max(a.scale, b.scale) };
};
const isZero = (a: Dec): boolean => a.units === 0n;
/** Whether `value` is a whole multiple of `step` (a step of 0: any value). */
const isMultiple = (value: Dec, step: Dec): boolean => {
  if (isZero(step)) return true;
  const [x, y] = align(value, step);
  return x % y === 0n;
};

/** A Dec as text with at most `places` decimals, rounded up (fees, reserves) or down. */
export function decimalText(value: Dec, places = 8, round: 'up' | 'down' = 'down'): string {
  let { units } = value;
  let scale = value.scale;
  if (scale > places) {
    const divisor = 10n ** BigInt(scale - places);
    const rest = units % divisor;
    units = units / divisor + (round === 'up' && rest !== 0n ? 1n : 0n);
    scale = places;
  }
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The part of the symbol table the limits read (marketSymbols answers it). */
export type OrderLimits = Pick<
  MarketSymbol,
  | 'market'
  | 'base'
  | 'quote'
  | 'tick_size'
  | 'amount_step'
  | 'min_amount'
  | 'min_notional'
  | 'price_band'
  | 'contract_size'
  | 'maker_fee_rate'
  | 'taker_fee_rate'
>;

/** An order as typed: spot amounts in base currency, futures amounts in contracts (unsigned). */
export interface OrderDraft {
  side: 'buy' | 'sell';
  type: 'limit' | 'market' | 'stop_limit';
  /** Limit and stop-limit; ignored for market orders. */
  price?: string;
  amount: string;
  /** Stop-limit only. */
  stopPrice?: string;
}

export interface OrderLimitRefusal {
  error: TradingErrorName;
  /** The limit broken, as decimal text (tick, step, minimum, or the band's edge), for the message. */
  limit?: string;
}

const dec = (value: string | number | undefined, fallback = '0'): Dec => parseDecimal(value ?? fallback) ?? { units: 0n, scale: 0 };

/** The notional of `amount` at `price`: price × amount (× contract size for futures). */
const notionalOf = (limits: OrderLimits, price: Dec, amount: Dec): Dec => {
  const base = multiply(price, amount);
  const contract = dec(limits.contract_size);
  return limits.market === 'futures' && !isZero(contract) ? multiply(base, contract) : base;
};

/**
 * The first limit an order breaks (checked in this order: a readable number, tick size, amount step, minimum
 * amount, minimum notional, price band, stop side), or null when the exchange would take it. `lastPrice` is the
 * last traded price: the price band and the notional of a market order use it (null: those checks are skipped).
 * The balance is checked apart (`orderCost` gives what the order reserves).
 */
export function checkOrderLimits(limits: OrderLimits, order: OrderDraft, lastPrice: string | number | null): OrderLimitRefusal | null {
  const amount = parseDecimal(order.amount);
  if (amount === null || isZero(amount)) return { error: 'invalidOrder' };
  const needsPrice = order.type !== 'market';
  const price = needsPrice ? parseDecimal(order.price ?? '') : null;
  if (needsPrice && (price === null || isZero(price))) return { error: 'invalidOrder' };
  const stop = order.type === 'stop_limit' ? parseDecimal(order.stopPrice ?? '') : null;
  if (order.type === 'stop_limit' && (stop === null || isZero(stop))) return { error: 'invalidOrder' };
  const tick = dec(limits.tick_size);
  if ((price && !isMultiple(price, tick)) || (stop && !isMultiple(stop, tick))) return { error: 'tickSize', limit: limits.tick_size };
  if (!isMultiple(amount, dec(limits.amount_step))) return { error: 'amountStep', limit: limits.amount_step };
  if (compare(amount, dec(limits.min_amount)) < 0) return { error: 'belowMinAmount', limit: limits.min_amount };
  const last = lastPrice === null ? null : parseDecimal(lastPrice);
  const reference = price ?? last;
  if (reference !== null && compare(notionalOf(limits, reference, amount), dec(limits.min_notional)) < 0)
    return { error: 'belowMinNotional', limit: limits.min_notional };
  const band = dec(limits.price_band);
  if (price !== null && last !== null && !isZero(band) && !isZero(last)) {
    const one = { units: 1n, scale: 0 };
    const low = multiply(last, subtract(one, band));
    const high = multiply(last, add(one, band));
    if (compare(price, low) < 0) return { error: 'priceOutsideBand', limit: decimalText(low, tick.scale, 'up') };
    if (compare(price, high) > 0) return { error: 'priceOutsideBand', limit: decimalText(high, tick.scale, 'down') };
  }
  if (stop !== null && last !== null) {
    // A buy stop waits for the price to rise to it, a sell stop for it to fall: one already crossed would trigger now.
    const crossed = order.side === 'buy' ? compare(last, stop) >= 0 : compare(last, stop) <= 0;
    if (crossed) return { error: 'stopWouldTrigger', limit: decimalText(last, 12) };
  }
  return null;
}

export interface OrderCost {
  /** Price × amount (× contract size), in the quote currency, at the order's price (market: the last price). */
  notional: string;
  /** The fee at the taker rate (the most it can be), rounded up, in the quote currency. */
  fee: string;
  /** What an open order locks: spot buys notional + fee in quote, spot sells the amount in base; futures: margin + fee. */
  reserve: { currency: string; amount: string };
  /** Futures: the initial margin, notional / leverage; '0' for spot. */
  margin: string;
}

/**
 * The order's total, estimated fee and reserve (spot: a limit buy locks price × amount + fee in the quote coin, a sell
 * the base amount; futures: notional / leverage + fee in the settle coin). Null when price or amount is unreadable.
 */
export function orderCost(limits: OrderLimits, order: OrderDraft, lastPrice: string | number | null, leverage = 1): OrderCost | null {
  const amount = parseDecimal(order.amount);
  const price = order.type === 'market' ? (lastPrice === null ? null : parseDecimal(lastPrice)) : parseDecimal(order.price ?? '');
  if (amount === null || price === null) return null;
  const notional = notionalOf(limits, price, amount);
  const fee = multiply(notional, dec(limits.taker_fee_rate));
  if (limits.market === 'futures') {
    const lev = BigInt(Math.max(1, Math.floor(leverage)));
    // margin = notional / leverage, rounded up at 8 places
    const scaled = notional.units * 10n ** BigInt(Math.max(0, 8 - notional.scale));
    const scale = Math.max(8, notional.scale);
    const margin: Dec = { units: scaled / lev + (scaled % lev === 0n ? 0n : 1n), scale };
    return {
      notional: decimalText(notional, 8),
      fee: decimalText(fee, 8, 'up'),
      margin: decimalText(margin, 8, 'up'),
      reserve: { currency: limits.quote, amount: decimalText(add(margin, fee), 8, 'up') },
    };
  }
  const reserve =
    order.side === 'buy'
      ? { currency: limits.quote, amount: decimalText(add(notional, fee), 8, 'up') }
      : { currency: limits.base, amount: decimalText(amount, 8) };
  return { notional: decimalText(notional, 8), fee: decimalText(fee, 8, 'up'), margin: '0', reserve };
}
