import * as z from 'zod/mini';
import { marketKind } from './market';
// Fields added by issue 21 are optional (an older answer or a fixture without them still parses); the sandbox sends them all.
import { amount, count, flag, label, num, orDefault, text } from './primitives';
import {
  MARGIN_MODES,
  ORDER_EVENT_KINDS,
  SPOT_ORDER_TYPES,
  TIME_IN_FORCE,
  TRADING_ERRORS,
  type MarginMode,
  type OrderEventKind,
  type SpotOrderType,
  type TimeInForce,
  type TradingErrorCode,
  type TradingErrorName,
} from './trading-codes';

/** A decimal given by a caller (price, amount): digits with an optional fraction, as text. */
export const decimalInput = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal number'));

/** A trigger price given by a caller, or '' to remove it (TP/SL). */
export const optionalDecimalInput = z.string().check(z.regex(/^(\d+(\.\d+)?)?$/, 'Expected a decimal number or nothing'));

/**
 * A spot order. `status`: `open` (resting or waiting for its stop; `filled_amount` > 0 is partly filled), `closed`
 * (filled), `cancelled` (by the user, or the unfilled rest of an IOC), `rejected` (refused: `reject_code`, `reject_reason`).
 * `avg_price` is the average fill price ('0' before any fill); `fee` is in `fee_currency` (the coin received).
 */
export const spotOrderSchema = z.looseObject({
  id: label,
  currency_pair: z.string(),
  side: z.enum(['buy', 'sell']),
  /** One of SPOT_ORDER_TYPES (text, so an unknown type from the server still shows). */
  type: text,
  price: amount,
  amount,
  filled_amount: amount,
  status: text,
  create_time: count,
  /** Stop-limit: the trigger price ('0' for other types) and whether it has triggered. */
  stop_price: z.optional(amount),
  triggered: z.optional(flag),
  time_in_force: z.optional(z.string()),
  avg_price: z.optional(amount),
  fee: z.optional(amount),
  fee_currency: z.optional(text),
  /** When the order last changed (ms); 0 when unknown. */
  update_time_ms: z.optional(count),
  reject_code: z.optional(count),
  reject_reason: z.optional(text),
});
export type SpotOrder = z.output<typeof spotOrderSchema>;

/**
 * Futures sizes are signed contract counts: positive long/buy, negative short/sell. `status`: `open` or `finished`;
 * a finished order says why in `finish_as` (`filled`, `cancelled`, `ioc`, `rejected`). `price` '0': a market order.
 */
export const futuresOrderSchema = z.looseObject({
  id: label,
  contract: z.string(),
  size: num,
  price: amount,
  left: count,
  status: text,
  is_reduce_only: flag,
  create_time: count,
  type: z.optional(z.string()),
  time_in_force: z.optional(z.string()),
  finish_as: z.optional(text),
  fill_price: z.optional(amount),
  fee: z.optional(amount),
  /** TP/SL given with the order: set on the position when the order fills ('0': none). */
  take_profit: z.optional(amount),
  stop_loss: z.optional(amount),
  update_time_ms: z.optional(count),
  reject_code: z.optional(count),
  reject_reason: z.optional(text),
});
export type FuturesOrder = z.output<typeof futuresOrderSchema>;

/**
 * A futures position (USDT-settled, linear): `margin` is the position's margin (isolated: what it holds; cross: its
 * share of the account at entry / leverage), `liq_price` where it is liquidated ('0': none), `roe` the unrealised PnL
 * over the margin as a fraction (0.125 = 12.5 %), `realised_pnl` closed PnL minus fees plus funding.
 */
export const futuresPositionSchema = z.looseObject({
  contract: z.string(),
  size: num,
  entry_price: amount,
  mark_price: amount,
  liq_price: amount,
  unrealised_pnl: amount,
  leverage: amount,
  /** Take-profit and stop-loss trigger prices ('0': none), set from the chart's position line (spec 02 §3). */
  take_profit: amount,
  stop_loss: amount,
  margin_mode: z.optional(z.string()),
  margin: z.optional(amount),
  maintenance_margin: z.optional(amount),
  /** Notional at the mark price, in the quote currency. */
  value: z.optional(amount),
  roe: z.optional(amount),
  realised_pnl: z.optional(amount),
});
export type FuturesPosition = z.output<typeof futuresPositionSchema>;

/** Leverage and margin mode of one contract for the user (Binance-style: set before the order, kept per contract). */
export const futuresSettingsSchema = z.looseObject({
  contract: z.string(),
  leverage: count,
  margin_mode: orDefault(z.string(), 'isolated'),
  max_leverage: count,
});
export type FuturesSettings = z.output<typeof futuresSettingsSchema>;

/**
 * The futures account (USDT): `balance` is the wallet balance (deposits, realised PnL, fees, funding), `available`
 * what a new order may use (balance − position margin − order margin, plus cross positions' unrealised PnL when
 * negative), `equity` balance plus unrealised PnL.
 */
export const futuresAccountSchema = z.looseObject({
  currency: text,
  balance: amount,
  available: amount,
  position_margin: amount,
  order_margin: amount,
  unrealised_pnl: amount,
  equity: amount,
});
export type FuturesAccount = z.output<typeof futuresAccountSchema>;

/** One funding payment: `amount` signed (negative: paid), `rate` the funding rate (fraction), `time_ms` the funding time. */
export const fundingPaymentSchema = z.looseObject({
  id: label,
  contract: z.string(),
  rate: amount,
  size: num,
  mark_price: amount,
  amount,
  currency: text,
  time_ms: num,
});
export type FundingPayment = z.output<typeof fundingPaymentSchema>;

export const orderEventSchema = z.looseObject({
  /** Increasing per browser session: a client that saw `seq` n shows only events above it. */
  seq: num,
  kind: z.enum(ORDER_EVENT_KINDS),
  market: marketKind,
  order_id: label,
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  type: text,
  price: amount,
  /** Spot: base amount; futures: contracts (unsigned). */
  amount,
  filled_amount: amount,
  avg_price: amount,
  /** Rejected: the refusal's code and message (TRADING_ERRORS). */
  reason_code: count,
  reason: text,
  time_ms: num,
});
export type OrderEvent = z.output<typeof orderEventSchema>;

export { MARGIN_MODES, ORDER_EVENT_KINDS, SPOT_ORDER_TYPES, TIME_IN_FORCE, TRADING_ERRORS };
export type { MarginMode, OrderEventKind, SpotOrderType, TimeInForce, TradingErrorCode, TradingErrorName };
