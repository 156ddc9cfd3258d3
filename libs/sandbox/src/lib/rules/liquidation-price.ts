/**
 * The liquidation price of a linear (USDT-settled) futures position (issue 21, decision 1884): where the position's
 * margin, less the loss, meets the maintenance margin (`mmr` × notional at that price).
 *   long:  liq = (entry × qty − margin) / (qty × (1 − mmr))
 *   short: liq = (entry × qty + margin) / (qty × (1 + mmr))
 * `qty` is the size in base currency (contracts × contract size); `margin` is the isolated margin, or for cross the
 * position's margin plus the account's free balance. Every amount in integer units of 1e-8; null when there is no
 * liquidation price (a long whose margin covers the whole notional: the price would be 0 or below).
 */
export function liquidationPrice(position: { long: boolean; entry: bigint; qty: bigint; margin: bigint; mmr: bigint }): bigint | null {
  const UNIT = 10n ** 8n;
  const { long, entry, qty, margin, mmr } = position;
  if (qty <= 0n || entry <= 0n) return null;
  const notional = (entry * qty) / UNIT;
  const numerator = long ? notional - margin : notional + margin;
  const denominator = (qty * (long ? UNIT - mmr : UNIT + mmr)) / UNIT;
  if (numerator <= 0n || denominator <= 0n) return null;
  return (numerator * UNIT) / denominator;
}
