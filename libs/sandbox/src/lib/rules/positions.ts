// TP/SL of a futures position (issue 10): they must sit on the right side of the mark price. The position arithmetic
// (fills, margin, liquidation, funding) is the trading engine's (`trading/futures-engine.ts`, decision 1884).

export type TpslRefusal = 'take-profit-side' | 'stop-loss-side';

/** TP/SL of a position at the mark: a long takes profit above and stops below; a short the reverse. '' or 0: none. */
export function checkTpsl(size: number, mark: number, takeProfit: number, stopLoss: number): TpslRefusal | null {
  const long = size > 0;
  if (takeProfit > 0 && (long ? takeProfit <= mark : takeProfit >= mark)) return 'take-profit-side';
  if (stopLoss > 0 && (long ? stopLoss >= mark : stopLoss <= mark)) return 'stop-loss-side';
  return null;
}
