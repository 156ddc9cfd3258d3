import type { HeaderCommonData } from '@exchange/api';

export type FiatEstimate =
  | { kind: 'fiat'; fiat: string; amount: number }
  /** No usable rate for the chosen fiat: the value in USD, with a note (never a wrong number). */
  | { kind: 'usdFallback'; fiat: 'USD'; amount: number; wanted: string };

/**
 * An estimated USD value in the header's fiat (issue 22, spec 01 §3): `curr_fiat_market_rates` is fiat per USD for
 * `curr_fiat`. USD needs no rate; a missing, zero or malformed rate falls back to USD.
 */
export function estimateInFiat(usd: string | number, header: Pick<HeaderCommonData, 'curr_fiat' | 'curr_fiat_market_rates'>): FiatEstimate {
  const value = typeof usd === 'number' ? usd : Number(usd);
  const amount = Number.isFinite(value) ? value : 0;
  const fiat = header.curr_fiat.toUpperCase();
  if (fiat === 'USD' || fiat === '') return { kind: 'fiat', fiat: 'USD', amount };
  const rate = Number(header.curr_fiat_market_rates);
  if (!(rate > 0) || !Number.isFinite(rate)) return { kind: 'usdFallback', fiat: 'USD', amount, wanted: fiat };
  return { kind: 'fiat', fiat, amount: amount * rate };
}

/**
 * Symbols and formatters already made, by locale and code (decision 1960): building an `Intl.NumberFormat` costs far
 * more than using one, and the header's currency menu asks for every fiat of the list on every server render (it was
 * the server's busiest function of a home render). Bounded: past `FORMATTER_LIMIT` entries the oldest goes first.
 */
const FORMATTER_LIMIT = 512;
const symbols = new Map<string, string>();
const formatters = new Map<string, Intl.NumberFormat | null>();

function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  if (map.has(key)) return map.get(key) as T;
  const value = make();
  if (map.size >= FORMATTER_LIMIT) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

/** The fiat's symbol in the locale (€, ₺, US$…), or the code when the runtime does not know it. */
export function fiatSymbol(code: string, locale: string): string {
  return remember(symbols, `${locale}\u0000${code}`, () => {
    try {
      const part = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency');
      return part?.value ?? code;
    } catch {
      return code;
    }
  });
}

/** An estimate formatted for the locale with the currency's symbol (2 decimals). */
export function formatFiat(estimate: FiatEstimate, locale: string): string {
  const formatter = remember(formatters, `${locale}\u0000${estimate.fiat}`, () => {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: estimate.fiat,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
      });
    } catch {
      return null;
    }
  });
  return formatter ? formatter.format(estimate.amount) : `${estimate.amount.toFixed(2)} ${estimate.fiat}`;
}
