import * as z from 'zod/mini';
import { MARKET_RESOLUTIONS, type MarketResolution } from '../rules/bar-time';
import { amount, anyObject, count, flag, label, list, num, orDefault, text } from './primitives';

export { MARKET_RESOLUTIONS, type MarketResolution };

/** Spot pairs and futures contracts are both `BASE_QUOTE`; `market` tells them apart (decision 0410). */
export const MARKET_KINDS = ['spot', 'futures'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const marketSymbolName = z.string().check(z.regex(/^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/, 'Expected BASE_QUOTE'));
export const marketKind = z.enum(MARKET_KINDS);
export const marketResolution = z.enum(MARKET_RESOLUTIONS);

/** One candle: open time in ms (UTC) and OHLCV as numbers (numeric strings accepted). */
export const klineBarSchema = z.looseObject({
  time: num,
  open: num,
  high: num,
  low: num,
  close: num,
  volume: orDefault(num, 0),
});
export type KlineBar = z.output<typeof klineBarSchema>;

/** A page of history: bars oldest first; `no_data` when nothing older exists; `next_time` (ms) of older data. */
export const klinesSchema = z.looseObject({
  bars: list(klineBarSchema),
  no_data: flag,
  next_time: z.pipe(
    z.nullish(num),
    z.transform((value: number | null | undefined) => value ?? null),
  ),
});
export type Klines = z.output<typeof klinesSchema>;

/** A tradable symbol: spot pair or futures contract (settled in `settle`, e.g. usdt). */
export const marketSymbolSchema = z.looseObject({
  symbol: marketSymbolName,
  market: marketKind,
  base: z.string(),
  quote: z.string(),
  /** Futures: the settlement unit in the URL (`/futures/usdt/...`); '' for spot. */
  settle: text,
  description: text,
  exchange: text,
  /** Price decimals (2 → 0.01 steps). */
  price_precision: count,
  /** Amount decimals for spot; futures sizes are whole contracts (0). */
  amount_precision: count,
  min_amount: amount,
  /** Futures: base currency per contract. */
  contract_size: amount,
  /**
   * The exchange's order limits (issue 21, decision 1882), checked by the client's order form and enforced by the
   * exchange alike (`checkOrderLimits`): a price is a multiple of `tick_size`, an amount (futures: contracts) a
   * multiple of `amount_step`; price × amount (× contract size) at least `min_notional` in the quote currency; a
   * limit price within `price_band` (a fraction: 0.1 = ±10 %) of the last price. '0': no such limit.
   */
  tick_size: z.optional(amount),
  amount_step: z.optional(amount),
  min_notional: z.optional(amount),
  price_band: z.optional(amount),
  /** Fee rates as fractions (0.001 = 0.1 %): a resting order that fills pays maker, an order that fills at once taker. */
  maker_fee_rate: z.optional(amount),
  taker_fee_rate: z.optional(amount),
  /** Futures: highest leverage (1× … max); 0 for spot. */
  max_leverage: z.optional(count),
  /** Futures: maintenance margin rate (fraction of the notional) used for the liquidation price; '0' for spot. */
  maintenance_margin_rate: z.optional(amount),
});
export type MarketSymbol = z.output<typeof marketSymbolSchema>;

/** A timescale mark as TradingView draws it above the time axis: time in seconds. */
export const timescaleMarkSchema = z.looseObject({
  id: label,
  time: num,
  color: text,
  label: text,
  tooltip: list(z.string()),
});
export type MarketTimescaleMark = z.output<typeof timescaleMarkSchema>;

/** Spec 02 §3 important chart event: a type 1–8, a time (ms) and free-form data. */
export const importantEventSchema = z.looseObject({
  id: label,
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)]),
  time: num,
  data: orDefault(anyObject, {}),
});
export type MarketImportantEvent = z.output<typeof importantEventSchema>;

/** Spec 02 §3 liquidation data (USD amounts liquidated around a mark price). */
export const liquidationSchema = z.looseObject({
  mark_price: num,
  short_liq_usd_new: num,
  long_liq_usd_new: num,
});
export type MarketLiquidation = z.output<typeof liquidationSchema>;

/**
 * One of the user's fills (spec 02 §3 buy/sell marker source, the trade history of issue 21): time in ms; `amount`
 * in base currency (futures: contracts); `fee` in `fee_currency` (spot: the coin received; futures: the settle coin);
 * `role` maker or taker.
 */
export const fillSchema = z.looseObject({
  id: label,
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  price: amount,
  amount,
  create_time_ms: num,
  market: z.optional(marketKind),
  order_id: z.optional(label),
  fee: z.optional(amount),
  fee_currency: z.optional(text),
  role: z.optional(text),
  /** Futures: PnL this fill realised ('0' when it opened or added). */
  realised_pnl: z.optional(amount),
});
export type MarketFill = z.output<typeof fillSchema>;

/**
 * A 24-hour ticker of one symbol (the Markets page, issue 14): last price, the change against the price 24 h
 * ago (a fraction: 0.012 = +1.2 %), and the traded volume in base currency (spot) or contracts (futures).
 */
export const marketTickerSchema = z.looseObject({
  symbol: marketSymbolName,
  market: marketKind,
  last: num,
  change_24h: num,
  high_24h: num,
  low_24h: num,
  volume_24h: num,
  /**
   * Futures only (issue 21 ticker header): mark and index price, the funding rate of the next funding (fraction),
   * when it is (ms; funding every 8 hours at 00:00, 08:00, 16:00 UTC) and the open interest in contracts.
   */
  mark_price: z.optional(num),
  index_price: z.optional(num),
  funding_rate: z.optional(num),
  next_funding_time: z.optional(num),
  open_interest: z.optional(num),
});
export type MarketTicker = z.output<typeof marketTickerSchema>;
