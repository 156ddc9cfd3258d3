import type { MarketSymbol, OrderLimits } from '@exchange/api';
import DecimalBase from 'decimal.js';

/**
 * Exact decimals for the order-entry rules (decision 1890): prices, amounts and balances are decimal text, and a
 * binary float cannot say whether 0.3 is on a 0.1 step. A private clone, so no other module's configuration applies.
 */
export const Dec = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_DOWN, toExpNeg: -30, toExpPos: 40 });
export type Dec = InstanceType<typeof Dec>;

/** Parses plain decimal text ("" or not a non-negative decimal → null). */
export function dec(text: string | number | null | undefined): Dec | null {
  if (text === null || text === undefined) return null;
  const s = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text.trim();
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(s) && !/^\d+(\.\d+)?e[+-]?\d+$/i.test(s)) return null;
  return new Dec(s);
}

/** Decimals of a step ("0.001" → 3, "1" → 0, "0.5" → 1). */
export function decimalsOf(step: string): number {
  const d = dec(step);
  return d === null || d.lte(0) ? 0 : Math.max(0, d.decimalPlaces());
}

/** `value` floored to a multiple of `step`. */
export function floorToStep(value: Dec, step: Dec): Dec {
  if (step.lte(0)) return value;
  return value.div(step).floor().mul(step);
}

/** Decimal text without exponent and without trailing zeros ("12.50" → "12.5"). */
export function plain(value: Dec): string {
  const fixed = value.toFixed();
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/** The limits the order form checks: the api's `OrderLimits` (one home with the exchange) and the leverage ceiling. */
export type OrderEntryLimits = Required<OrderLimits> & { maxLeverage: number };

/** 10^-places as decimal text ("0.0001"). */
const stepText = (places: number): string => {
  const p = Math.min(12, Math.max(0, Math.floor(places)));
  return p === 0 ? '1' : `0.${'0'.repeat(p - 1)}1`;
};
const positive = (value: string | undefined, fallback: string): string => {
  const d = dec(value);
  return d !== null && d.gt(0) ? plain(d) : fallback;
};

/**
 * The order-entry limits of a listed symbol (the symbol table's `tick_size`, `amount_step`, `min_notional`,
 * `price_band`, fee rates and `max_leverage`, decision 1882); a listing without them falls back to its precisions,
 * no minimum notional, no band, no fee and 1×.
 */
export function orderEntryLimitsOf(symbol: MarketSymbol): OrderEntryLimits {
  const futures = symbol.market === 'futures';
  const amountStep = futures ? '1' : positive(symbol.amount_step, stepText(symbol.amount_precision));
  return {
    market: symbol.market,
    base: symbol.base,
    quote: symbol.quote,
    tick_size: positive(symbol.tick_size, stepText(symbol.price_precision)),
    amount_step: amountStep,
    min_amount: positive(symbol.min_amount, amountStep),
    min_notional: positive(symbol.min_notional, '0'),
    price_band: positive(symbol.price_band, '0'),
    contract_size: futures ? positive(symbol.contract_size, '1') : '0',
    maker_fee_rate: positive(symbol.maker_fee_rate, '0'),
    taker_fee_rate: positive(symbol.taker_fee_rate, '0'),
    maxLeverage: futures ? Math.max(1, Math.floor(symbol.max_leverage ?? 1)) : 1,
  };
}
