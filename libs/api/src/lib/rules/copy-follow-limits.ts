import type { CopyFollow, CopySizing, LeadTrader } from '../schemas/copy-trading';

/**
 * Who may follow a lead trader, and with what (issue 25 item 2, decision 1898): the one table the follow modal and the
 * sandbox both read. A copy starts with at least the trader's `min_amount` (never below COPY_MIN_AMOUNT) and at most
 * COPY_MAX_AMOUNT, from the available balance of the account it copies from; a trader takes at most `max_followers`
 * copies; a user copies one trader once at a time (an active copy blocks a second); the ratio is 0.1–5, a fixed amount
 * per order at least COPY_MIN_FIXED and at most the copy amount, a stop-loss 0 (none) or 5–95 percent.
 */
export const COPY_MIN_AMOUNT = 10;
export const COPY_MAX_AMOUNT = 200_000;
export const COPY_RATIO_RANGE = { min: 0.1, max: 5 } as const;
export const COPY_MIN_FIXED = 5;
export const COPY_STOP_LOSS_RANGE = { min: 5, max: 95 } as const;

export type CopyFollowRefusal =
  'amount' | 'below_minimum' | 'above_maximum' | 'balance' | 'trader_full' | 'already_following' | 'ratio' | 'fixed_amount' | 'stop_loss';

export interface CopyFollowRequest {
  amount: string;
  sizing: CopySizing;
  ratio: string;
  fixed_amount: string;
  stop_loss: string;
}

export interface CopyFollowFacts {
  trader: Pick<LeadTrader, 'id' | 'min_amount' | 'followers' | 'max_followers'>;
  /** The user's copies (any trader); only active ones count. */
  follows: readonly Pick<CopyFollow, 'trader_id' | 'status'>[];
  /**
   * Available USDT in the account the copy reserves from; null while the page's balance read is on its way: not
   * checked then (the server checks it; decision 1979). The sandbox always passes the balance.
   */
  available: string | null;
}

export type CopyFollowCheck = { ok: true } | { ok: false; reason: CopyFollowRefusal; limit?: number };

const decimal = /^\d+(\.\d+)?$/;
const numberOf = (value: string): number | null => (decimal.test(value.trim()) ? Number(value.trim()) : null);

/** The smallest amount a copy of this trader may start with. */
export const copyMinimum = (trader: Pick<LeadTrader, 'min_amount'>): number => Math.max(COPY_MIN_AMOUNT, Number(trader.min_amount) || 0);

/** The first reason a follow is refused, in the order the modal shows them; `{ ok: true }` when it may go ahead. */
export function checkCopyFollow(request: CopyFollowRequest, facts: CopyFollowFacts): CopyFollowCheck {
  if (facts.follows.some((f) => f.trader_id === facts.trader.id && f.status === 'active'))
    return { ok: false, reason: 'already_following' };
  if (facts.trader.max_followers > 0 && facts.trader.followers >= facts.trader.max_followers)
    return { ok: false, reason: 'trader_full', limit: facts.trader.max_followers };
  const amount = numberOf(request.amount);
  if (amount === null || amount <= 0) return { ok: false, reason: 'amount' };
  const minimum = copyMinimum(facts.trader);
  if (amount < minimum) return { ok: false, reason: 'below_minimum', limit: minimum };
  if (amount > COPY_MAX_AMOUNT) return { ok: false, reason: 'above_maximum', limit: COPY_MAX_AMOUNT };
  if (facts.available !== null && amount > (numberOf(facts.available) ?? 0)) return { ok: false, reason: 'balance' };
  if (request.sizing === 'ratio') {
    const ratio = numberOf(request.ratio);
    if (ratio === null || ratio < COPY_RATIO_RANGE.min || ratio > COPY_RATIO_RANGE.max) return { ok: false, reason: 'ratio' };
  } else {
    const fixed = numberOf(request.fixed_amount);
    if (fixed === null || fixed < COPY_MIN_FIXED || fixed > amount) return { ok: false, reason: 'fixed_amount', limit: COPY_MIN_FIXED };
  }
  const stopLoss = numberOf(request.stop_loss === '' ? '0' : request.stop_loss);
  if (stopLoss === null || (stopLoss !== 0 && (stopLoss < COPY_STOP_LOSS_RANGE.min || stopLoss > COPY_STOP_LOSS_RANGE.max)))
    return { ok: false, reason: 'stop_loss' };
  return { ok: true };
}
