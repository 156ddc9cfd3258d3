import type { MarketSymbol } from '@exchange/api';

/**
 * How the trading screen shows an amount of a currency (issue 21, decision 1939): balances, totals and fees in the
 * currency's display precision, as Binance and OKX do, never the ledger's 8 decimals.
 * - `balance` (available, locked, an asset's total): fixed decimals, cut down (a balance never shows more than is there);
 * - `total` (price × amount, margin): fixed decimals, rounded half up;
 * - `fee`: the currency's decimals and up to 2 more when the fee is smaller (0.0012 USDT), rounded half up, trailing
 *   zeros beyond the currency's decimals dropped.
 * A currency's decimals: the symbol's quote (and any USD coin) its price's decimals but at least 2 (cents); the
 * symbol's base its amount step's decimals; a futures size whole contracts; any other coin up to 8, trimmed.
 */
export type AmountKind = 'balance' | 'total' | 'fee';

export interface AmountPrecision {
  /** Decimals always shown (trailing zeros kept). */
  min: number;
  /** Decimals at most. */
  max: number;
  /** Cut down (balances) or round half up. */
  round: 'down' | 'half-up';
}

/** Coins whose amounts are money to the user: shown to the cent at least. */
const USD_COINS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'FDUSD', 'BUSD', 'DAI', 'TUSD', 'USD']);
/** A coin the symbol does not name: up to the ledger's decimals, trimmed. */
const OTHER_COIN_PLACES = 8;

export type AmountSymbol = Pick<MarketSymbol, 'market' | 'base' | 'quote' | 'price_precision' | 'amount_precision'>;

/** The currency's decimals on this symbol's screen, and whether they are fixed (null: a coin the symbol does not name). */
export function currencyPlaces(symbol: AmountSymbol, currency: string): number | null {
  if (currency === symbol.quote || USD_COINS.has(currency)) return Math.max(2, symbol.price_precision);
  if (currency === symbol.base) return symbol.market === 'futures' ? 0 : symbol.amount_precision;
  return null;
}

export function amountPrecision(symbol: AmountSymbol, currency: string, kind: AmountKind): AmountPrecision {
  const places = currencyPlaces(symbol, currency);
  if (places === null) return { min: 0, max: OTHER_COIN_PLACES, round: kind === 'balance' ? 'down' : 'half-up' };
  if (kind === 'fee') return { min: places, max: places + 2, round: 'half-up' };
  return { min: places, max: places, round: kind === 'balance' ? 'down' : 'half-up' };
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Adds one unit in the last place of a non-negative decimal text of `places` decimals. */
function bumpLast(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/**
 * A decimal text at a precision, exactly (no binary float): `'939.96876543'` as a balance of 2 → `'939.96'`; trailing
 * zeros up to `min` kept, those beyond dropped. Null for text that is not a decimal number.
 */
export function displayAmount(text: string, precision: AmountPrecision): string | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(precision.max, '0');
  let kept = `${whole}${padded.slice(0, precision.max)}`;
  const rest = padded.slice(precision.max);
  // Half up away from zero on the magnitude (a negative amount rounds as its positive).
  if (precision.round === 'half-up' && rest !== '' && rest[0] !== undefined && rest[0] >= '5') kept = bumpLast(kept);
  const intLength = kept.length - precision.max;
  let intPart = kept.slice(0, intLength).replace(/^0+(?=\d)/, '') || '0';
  let frac = kept.slice(intLength);
  while (frac.length > precision.min && frac.endsWith('0')) frac = frac.slice(0, -1);
  if (intPart === '') intPart = '0';
  const zero = /^0*$/.test(intPart + frac);
  return `${zero ? '' : sign}${intPart}${frac === '' ? '' : `.${frac}`}`;
}
