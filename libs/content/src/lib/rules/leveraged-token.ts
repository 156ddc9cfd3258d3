/** One leveraged token of the ETF page: its underlying, direction and target leverage. */
export interface LeveragedTokenSpec {
  token: string;
  underlying: string;
  leverage: number;
  side: 'long' | 'short';
}

/** The ETF page's tokens (issue 25 item 5): 3× long and short of each spot market the sandbox lists. */
export const LEVERAGED_TOKENS: readonly LeveragedTokenSpec[] = ['BTC', 'ETH', 'SOL'].flatMap((underlying) => [
  { token: `${underlying}3L`, underlying, leverage: 3, side: 'long' as const },
  { token: `${underlying}3S`, underlying, leverage: 3, side: 'short' as const },
]);

/**
 * A leveraged token's 24 h change from its underlying's (a daily-rebalanced token moves leverage × the underlying,
 * the short one the other way), floored at −100 % (a token cannot go below zero).
 */
export function leveragedChangePct(underlyingChangePct: number, leverage: number, side: 'long' | 'short'): number {
  if (!Number.isFinite(underlyingChangePct)) return 0;
  const change = underlyingChangePct * leverage * (side === 'long' ? 1 : -1);
  return Math.max(-100, change);
}
