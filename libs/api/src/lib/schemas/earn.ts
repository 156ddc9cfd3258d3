import * as z from 'zod/mini';
import { amount, count, label, list, text } from './primitives';

/**
 * Convert and earn (issue 25 items 1 and 3, decision 1894). The specs name the routes (03 §2: /simple-earn,
 * /lend-earn, /hodl; 01 §2: convert, converter) but not these calls: their shapes are ours.
 */

/** One coin the converter takes: its indicative USDT price, the smallest amount and the digits it keeps. */
export const convertCoinSchema = z.looseObject({
  currency: text,
  name: text,
  /** Indicative price in USDT (the public converter's rate; a quote fixes the real one). */
  usdt_price: amount,
  /** The smallest amount a conversion may spend of this coin. */
  min_amount: amount,
  /** Digits after the decimal point amounts of this coin keep. */
  precision: count,
});
export type ConvertCoin = z.output<typeof convertCoinSchema>;

export const convertCoinsSchema = z.looseObject({ coins: list(convertCoinSchema) });
export type ConvertCoins = z.output<typeof convertCoinsSchema>;

/** A firm price for one conversion, valid for `valid_ms` from when it was issued (`expires_at` on the server's clock). */
export const convertQuoteSchema = z.looseObject({
  quote_id: text,
  from: text,
  to: text,
  from_amount: amount,
  to_amount: amount,
  /** How many `to` one `from` buys. */
  price: amount,
  /** Epoch ms (server clock) after which the quote is refused. */
  expires_at: count,
  /** How long the quote holds from its issue, in ms (the client counts down on its own clock). */
  valid_ms: count,
});
export type ConvertQuote = z.output<typeof convertQuoteSchema>;

/** A completed conversion (the history). */
export const convertOrderSchema = z.looseObject({
  id: label,
  quote_id: text,
  from: text,
  to: text,
  from_amount: amount,
  to_amount: amount,
  price: amount,
  created_at: count,
});
export type ConvertOrder = z.output<typeof convertOrderSchema>;

export const convertHistorySchema = z.looseObject({ list: list(convertOrderSchema) });
export type ConvertHistory = z.output<typeof convertHistorySchema>;

/** The three savings products of 03 §2: simple earn (/simple-earn), lending (/lend-earn) and locked HODL (/hodl). */
export const EARN_KINDS = ['simple', 'lend', 'hodl'] as const;
export type EarnKind = (typeof EARN_KINDS)[number];

export const earnProductSchema = z.looseObject({
  id: text,
  kind: z.catch(z.enum(EARN_KINDS), 'simple'),
  currency: text,
  /** Annual percentage rate, e.g. "8.5" for 8.5 %. */
  apr: amount,
  /** Lock in days; 0 is flexible (redeem any time with the interest so far). */
  term_days: count,
  min_amount: amount,
  /** Most one user may hold in this product. */
  max_amount: amount,
});
export type EarnProduct = z.output<typeof earnProductSchema>;

export const earnProductsSchema = z.looseObject({ list: list(earnProductSchema) });
export type EarnProducts = z.output<typeof earnProductsSchema>;

/** What the user holds in one product, and the interest accrued up to `as_of` (server clock). */
export const earnPositionSchema = z.looseObject({
  id: label,
  product_id: text,
  kind: z.catch(z.enum(EARN_KINDS), 'simple'),
  currency: text,
  amount: amount,
  apr: amount,
  term_days: count,
  /** Epoch ms of the subscription (interest accrues from here). */
  subscribed_at: count,
  /** Epoch ms when a locked position matures; 0 for flexible. */
  matures_at: count,
  accrued: amount,
  as_of: count,
});
export type EarnPosition = z.output<typeof earnPositionSchema>;

export const earnPositionsSchema = z.looseObject({ list: list(earnPositionSchema) });
export type EarnPositions = z.output<typeof earnPositionsSchema>;

/** What a redemption paid into spot. */
export const earnRedemptionSchema = z.looseObject({
  position_id: label,
  currency: text,
  principal: amount,
  interest: amount,
  /** True when a locked position was redeemed before maturity (its interest forfeited). */
  early: z.catch(z.boolean(), false),
});
export type EarnRedemption = z.output<typeof earnRedemptionSchema>;
