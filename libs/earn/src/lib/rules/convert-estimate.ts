import type { ConvertCoin, WalletBalances } from '@exchange/api';
import Decimal from 'decimal.js';

/**
 * The other amount while the user types one (issue 25 item 1): the reference prices' estimate, cut to the coin's
 * digits; '' when either side is unknown or nothing is typed. The quote fixes the real amounts.
 */
export function estimateOther(typed: string, typedCoin: ConvertCoin | undefined, otherCoin: ConvertCoin | undefined): string {
  if (!typedCoin || !otherCoin || typed === '') return '';
  try {
    const value = new Decimal(typed);
    const price = new Decimal(typedCoin.usdt_price).div(otherCoin.usdt_price);
    if (!value.isFinite() || value.lte(0) || !price.isFinite()) return '';
    return value.mul(price).toDecimalPlaces(otherCoin.precision, Decimal.ROUND_DOWN).toFixed();
  } catch {
    return '';
  }
}

/** One `from` in `to` at the reference prices, to 8 significant digits ('' when unknown). */
export function referenceRate(from: ConvertCoin | undefined, to: ConvertCoin | undefined): string {
  if (!from || !to) return '';
  try {
    const rate = new Decimal(from.usdt_price).div(to.usdt_price);
    return rate.isFinite() && rate.gt(0) ? rate.toSignificantDigits(8).toFixed() : '';
  } catch {
    return '';
  }
}

/**
 * The spot balance of a coin from the one wallet answer ('0' when it holds none); null while the answer is on its way
 * (decision 1979: shown as a dash and not checked, never taken as 0).
 */
export const spotAvailable = (balances: WalletBalances | undefined, currency: string): string | null =>
  balances === undefined
    ? null
    : (balances.accounts.find((a) => a.account === 'spot')?.balances.find((b) => b.currency === currency)?.available ?? '0');
