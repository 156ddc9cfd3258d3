import type { MarketSymbol } from '@exchange/api';
import DecimalBase from 'decimal.js';

/**
 * Exact decimals for the order-entry rules (decision 1890): prices, amounts and balances are decimal text, and a
 * binary float cannot say whether 0.3 is on a 0.1 step. A private clone, so no other module's configuration applies.
 */
export const Dec = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_DOWN, toExpNeg: -30, toExpPos: 40 });
export type Dec = InstanceType<typeof Dec>;

/** Parses decimal text ("" or not a plain non-negative decimal → null). */
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

/** True when `value` is a whole multiple of `step`. */
export function isOnStep(value: Dec, step: Dec): boolean {
  return step.lte(0) || value.mod(step).isZero();
}

/** Decimal text without exponent and without trailing zeros ("12.50" → "12.5"). */
export function plain(value: Dec): string {
  const fixed = value.toFixed();
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

/**
 * The limits an exchange enforces on an order for one symbol (issue 21 item 1, decision 1890): price tick, amount
 * step, minimum amount and notional, price band around the last price, leverage and fees. Read from the symbol's
 * listing; a field the listing lacks falls back to what its precision says (and 0 / no band / 1× when unknown).
 */
export interface OrderEntryLimits {
  /** Price increment, e.g. "0.01". */
  tickSize: string;
  /** Amount increment: base currency for spot ("0.0001"), whole contracts for futures ("1"). */
  amountStep: string;
  minAmount: string;
  /** Smallest price × amount (× contract size for futures), in the quote currency. */
  minNotional: string;
  /** A limit price must lie within ± this fraction of the last price (0.1 → ±10 %); 0: no band. */
  priceBand: number;
  /** Futures leverage ceiling (spot: 1). */
  maxLeverage: number;
  /** Base currency per contract (spot: "1"). */
  contractSize: string;
  /** Fee rates as fractions ("0.001" = 0.1 %). */
  makerFee: string;
  takerFee: string;
}

/** 10^-places as decimal text ("0.0001"). */
const stepText = (places: number): string => {
  const p = Math.min(12, Math.max(0, Math.floor(places)));
  return p === 0 ? '1' : `0.${'0'.repeat(p - 1)}1`;
};

/** A positive decimal field of the listing, or the fallback. */
function field(symbol: MarketSymbol, key: string, fallback: string): string {
  const raw = (symbol as Record<string, unknown>)[key];
  const d = typeof raw === 'string' || typeof raw === 'number' ? dec(raw) : null;
  return d !== null && d.gt(0) ? plain(d) : fallback;
}

function numberField(symbol: MarketSymbol, key: string, fallback: number): number {
  const raw = Number((symbol as Record<string, unknown>)[key]);
  return Number.isFinite(raw) && raw > 0 ? raw : fallback;
}

/** The order-entry limits of a listed symbol. */
export function orderEntryLimitsOf(symbol: MarketSymbol): OrderEntryLimits {
  const futures = symbol.market === 'futures';
  const tickSize = field(symbol, 'tick_size', stepText(symbol.price_precision));
  const amountStep = futures ? '1' : field(symbol, 'amount_step', stepText(symbol.amount_precision));
  return {
    tickSize,
    amountStep,
    minAmount: field(symbol, 'min_amount', amountStep),
    minNotional: field(symbol, 'min_notional', '0'),
    priceBand: numberField(symbol, 'price_band', 0),
    maxLeverage: futures ? Math.floor(numberField(symbol, 'max_leverage', 1)) : 1,
    contractSize: futures ? field(symbol, 'contract_size', '1') : '1',
    makerFee: field(symbol, 'maker_fee', '0'),
    takerFee: field(symbol, 'taker_fee', '0'),
  };
}
