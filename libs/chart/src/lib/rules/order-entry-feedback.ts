import { TRADING_ERRORS, type OrderEvent, type TradingErrorName } from '@exchange/api';

/**
 * Feedback a user can trust (issue 21 item 2, decision 1892): which toast an order event of the private stream
 * deserves, and the exchange's refusal in the user's words. Pure.
 */

export type OrderFeedbackKind = 'placed' | 'triggered' | 'partial' | 'filled' | 'cancelled' | 'rejected';

/**
 * The toast kind of an order event (`order_events` channel, decision 1882). A fill that leaves part of the order open
 * is "partially filled" whatever the event's name says: a `filled` event whose filled amount is below the order's
 * amount (an exchange that names every fill `filled`, or a fill of a resting order's first part) is a partial fill.
 */
export function feedbackOf(
  event: Pick<OrderEvent, 'kind'> & Partial<Pick<OrderEvent, 'amount' | 'filled_amount' | 'type'>>,
): OrderFeedbackKind {
  if (event.kind === 'partially_filled') return 'partial';
  // Not for market orders: an exchange may state a market buy's amount in the quote coin (Gate), its fill in the base.
  if (event.kind === 'filled' && event.type !== 'market') {
    const amount = Number(event.amount);
    const filled = Number(event.filled_amount);
    if (amount > 0 && filled > 0 && filled < amount) return 'partial';
  }
  return event.kind;
}

/** The reasons a refusal is shown with (each a translated message). */
export type RejectionReason =
  | 'insufficientBalance'
  | 'belowMinimum'
  | 'priceBand'
  | 'precision'
  | 'postOnly'
  | 'reduceOnly'
  | 'leverage'
  | 'stopWouldTrigger'
  | 'noLiquidity'
  | 'noPosition'
  | 'kycRequired'
  | 'other';

const REASON_OF: Partial<Record<TradingErrorName, RejectionReason>> = {
  insufficientBalance: 'insufficientBalance',
  belowMinAmount: 'belowMinimum',
  belowMinNotional: 'belowMinimum',
  priceOutsideBand: 'priceBand',
  tickSize: 'precision',
  amountStep: 'precision',
  postOnlyWouldTake: 'postOnly',
  reduceOnly: 'reduceOnly',
  leverageOutOfRange: 'leverage',
  leverageLocked: 'leverage',
  marginModeLocked: 'leverage',
  stopWouldTrigger: 'stopWouldTrigger',
  noLiquidity: 'noLiquidity',
  noPosition: 'noPosition',
  kycRequired: 'kycRequired',
};

/** The exchange's error code (TRADING_ERRORS) as a reason the user reads; an unknown code is 'other'. */
export function rejectionReason(code: number | undefined): RejectionReason {
  const name = (Object.keys(TRADING_ERRORS) as TradingErrorName[]).find((key) => TRADING_ERRORS[key] === code);
  return (name && REASON_OF[name]) ?? 'other';
}

/** An order the exchange refused, with its error code (TRADING_ERRORS): thrown by the quick order's placement. */
export class OrderRefusedError extends Error {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'OrderRefusedError';
  }
}

/** A refusal the form already toasted comes back on the stream as a `rejected` event: shown once (within 5 s). */
export const REFUSAL_ECHO_MS = 5_000;
export function isEchoOfRefusal(
  event: Pick<OrderEvent, 'kind' | 'symbol' | 'time_ms'>,
  refusal: { symbol: string; at: number } | null,
): boolean {
  return (
    event.kind === 'rejected' &&
    refusal !== null &&
    refusal.symbol === event.symbol &&
    Math.abs(event.time_ms - refusal.at) <= REFUSAL_ECHO_MS
  );
}
