/**
 * A card/bank quote's countdown (issue 22): whole seconds left, never negative; expired at or after `expiresAt`.
 * A quote with no expiry (0) counts as expired, so a fallback never looks live.
 */
export function quoteSecondsLeft(expiresAt: number, now: number): number {
  if (!(expiresAt > 0)) return 0;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

export const isQuoteExpired = (expiresAt: number, now: number): boolean => quoteSecondsLeft(expiresAt, now) === 0;
