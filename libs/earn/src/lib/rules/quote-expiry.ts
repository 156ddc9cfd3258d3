import type { ConvertQuote } from '@exchange/api';

/**
 * A convert quote's countdown (issue 25 item 1, decision 1896). The server says how long a quote holds
 * (`valid_ms`) and when it ends on its own clock (`expires_at`); the page counts down on the browser's clock from
 * when the answer arrived, so a skewed device clock neither shows a dead quote as live nor a live one as dead.
 * A quote with no validity counts as expired, so a fallback never looks live.
 */
export type QuoteCountdown = { status: 'live'; secondsLeft: number } | { status: 'expired'; secondsLeft: 0 };

/** When the quote ends on the browser's clock: `receivedAt` plus its validity. */
export const quoteDeadline = (quote: Pick<ConvertQuote, 'valid_ms'>, receivedAt: number): number =>
  quote.valid_ms > 0 ? receivedAt + quote.valid_ms : 0;

/** Whole seconds left (rounded up: "1 s" until the very end), or expired at and after the deadline. */
export function quoteCountdown(deadline: number, now: number): QuoteCountdown {
  if (!(deadline > 0) || now >= deadline) return { status: 'expired', secondsLeft: 0 };
  return { status: 'live', secondsLeft: Math.ceil((deadline - now) / 1000) };
}
