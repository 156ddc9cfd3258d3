import * as z from 'zod/mini';
import { amount, count, flag, label, num, text } from './primitives';

/** A decimal given by a caller (price, amount): digits with an optional fraction, as text. */
export const decimalInput = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal number'));

/** A trigger price given by a caller, or '' to remove it (TP/SL). */
export const optionalDecimalInput = z.string().check(z.regex(/^(\d+(\.\d+)?)?$/, 'Expected a decimal number or nothing'));

export const spotOrderSchema = z.looseObject({
  id: label,
  currency_pair: z.string(),
  side: z.enum(['buy', 'sell']),
  type: text,
  price: amount,
  amount,
  filled_amount: amount,
  status: text,
  create_time: count,
});
export type SpotOrder = z.output<typeof spotOrderSchema>;

/** Futures sizes are signed contract counts: positive long/buy, negative short/sell. */
export const futuresOrderSchema = z.looseObject({
  id: label,
  contract: z.string(),
  size: num,
  price: amount,
  left: count,
  status: text,
  is_reduce_only: flag,
  create_time: count,
});
export type FuturesOrder = z.output<typeof futuresOrderSchema>;

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
});
export type FuturesPosition = z.output<typeof futuresPositionSchema>;
