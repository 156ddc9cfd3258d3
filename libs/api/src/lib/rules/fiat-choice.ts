import type { HeaderCommonData } from '../schemas/site';

/** The fiat the user chose in the header's currency menu (spec 01 §3), remembered across visits. */
export const CURR_FIAT_COOKIE = 'curr_fiat';
/** Remembered for a year. */
export const CURR_FIAT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const positive = (rate: string): boolean => Number(rate) > 0 && Number.isFinite(Number(rate));

/**
 * The header common data with the user's remembered fiat applied (issue 22, spec 01 §3): a choice listed in
 * `fiat_list` becomes `curr_fiat`, and its list rate (fiat per USD) becomes `curr_fiat_market_rates`; a listed fiat
 * without a usable rate keeps the choice with rate '0' (estimates then fall back to USD with a note). A missing or
 * unlisted choice leaves the server's answer unchanged.
 */
export function applyFiatChoice(header: HeaderCommonData, choice: string | null | undefined): HeaderCommonData {
  const code = typeof choice === 'string' ? choice.trim().toUpperCase() : '';
  if (code === '' || code === header.curr_fiat) return header;
  const listed = header.fiat_list.find((fiat) => fiat.symbol.toUpperCase() === code);
  if (listed === undefined) return header;
  return { ...header, curr_fiat: listed.symbol, curr_fiat_market_rates: positive(listed.rate) ? listed.rate : '0' };
}
