import Decimal from 'decimal.js';

export type AlphaBuyCheck = { ok: true; estimate: string } | { ok: false; reason: 'empty' | 'belowMinimum' | 'balance'; estimate: string };

/**
 * Before an alpha buy is sent (decision 1903): an empty amount waits, an amount under the token's minimum or above
 * the available USDT is refused with its reason; the estimate is the tokens the amount buys at the shown price
 * (8 decimals, rounded down, as the server fills). The server checks again and has the last word.
 */
export function checkAlphaBuy(amount: string, availableUsdt: string, minUsdt: string, price: string): AlphaBuyCheck {
  const value = safe(amount);
  const p = safe(price);
  const estimate = value && p && p.gt(0) ? value.div(p).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed() : '0';
  if (!value || value.lte(0)) return { ok: false, reason: 'empty', estimate };
  if (value.lt(safe(minUsdt) ?? 0)) return { ok: false, reason: 'belowMinimum', estimate };
  if (value.gt(safe(availableUsdt) ?? 0)) return { ok: false, reason: 'balance', estimate };
  return { ok: true, estimate };
}

function safe(value: string): Decimal | null {
  try {
    return value.trim() === '' ? null : new Decimal(value);
  } catch {
    return null;
  }
}
