import * as z from 'zod/mini';
import { amount, count, label, list, num, text } from './primitives';

/**
 * Copy trading (issue 25 item 2, 03 §2 `/copytrading`, `/copytrading/trader/futures/{id}`; decision 1898): lead
 * traders, one trader's positions and followers, and the user's copies.
 */
export const COPY_MODES = ['futures', 'spot'] as const;
export type CopyMode = (typeof COPY_MODES)[number];
/** How a copy sizes each order: a ratio of the lead's size, or a fixed amount per order. */
export const COPY_SIZINGS = ['ratio', 'fixed'] as const;
export type CopySizing = (typeof COPY_SIZINGS)[number];

export const leadTraderSchema = z.looseObject({
  id: label,
  nickname: text,
  mode: z.catch(z.enum(COPY_MODES), 'futures'),
  /** Return on investment over the period, percent (e.g. "42.15"). */
  roi: amount,
  /** Profit and loss over the period, USDT. */
  pnl: amount,
  /** Winning trades, percent 0–100. */
  win_rate: amount,
  followers: count,
  max_followers: count,
  /** Assets under management (the followers' copies), USDT. */
  aum: amount,
  /** Smallest amount a copy may start with, USDT. */
  min_amount: amount,
  /** Days the trader has led. */
  days: count,
  /** Cumulative ROI per day, percent, oldest first (the sparkline and the performance chart). */
  curve: list(num),
});
export type LeadTrader = z.output<typeof leadTraderSchema>;
export const leadTradersSchema = z.looseObject({ list: list(leadTraderSchema) });
export type LeadTraders = z.output<typeof leadTradersSchema>;

export const leadPositionSchema = z.looseObject({
  symbol: text,
  side: z.catch(z.enum(['long', 'short']), 'long'),
  leverage: count,
  entry_price: amount,
  mark_price: amount,
  /** Unrealised PnL, percent of margin. */
  roe: amount,
});
export type LeadPosition = z.output<typeof leadPositionSchema>;

export const leadFollowerSchema = z.looseObject({ nickname: text, amount: amount, pnl: amount });
export type LeadFollower = z.output<typeof leadFollowerSchema>;

export const leadTraderDetailSchema = z.looseObject({
  trader: leadTraderSchema,
  positions: list(leadPositionSchema),
  followers_list: list(leadFollowerSchema),
});
export type LeadTraderDetail = z.output<typeof leadTraderDetailSchema>;

export const COPY_STATUSES = ['active', 'stopped'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

export const copyFollowSchema = z.looseObject({
  id: label,
  trader_id: label,
  trader_nickname: text,
  mode: z.catch(z.enum(COPY_MODES), 'futures'),
  /** The amount reserved from the account (futures for futures copies, spot for spot copies), USDT. */
  amount: amount,
  sizing: z.catch(z.enum(COPY_SIZINGS), 'ratio'),
  /** Copy ratio (sizing `ratio`), e.g. "1" for the lead's size. */
  ratio: amount,
  /** USDT per order (sizing `fixed`). */
  fixed_amount: amount,
  /** Stop the copy when its loss reaches this percent of the amount; "0": none. */
  stop_loss: amount,
  pnl: amount,
  status: z.catch(z.enum(COPY_STATUSES), 'active'),
  /** Epoch ms. */
  created_at: count,
  stopped_at: count,
});
export type CopyFollow = z.output<typeof copyFollowSchema>;
export const copyFollowsSchema = z.looseObject({ list: list(copyFollowSchema) });
export type CopyFollows = z.output<typeof copyFollowsSchema>;
