import { EARN_CODES } from '@exchange/api';
import Decimal from 'decimal.js';

/**
 * Why an amount cannot go ahead (issue 25, decision 1896): checked on the page before asking the server (which
 * checks the same and answers with a code), and the server's refusal codes mapped to the same reasons, so the page
 * says why in the user's language and keeps what was typed.
 */
export type AmountProblem =
  'empty' | 'belowMinimum' | 'aboveMaximum' | 'insufficient' | 'expired' | 'restricted' | 'kyc' | 'samePair' | 'unavailable';

const dec = (value: string): Decimal | null => {
  try {
    const d = new Decimal(value === '' ? 'x' : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

export interface AmountLimits {
  /** What the user typed ('' when empty). */
  amount: string;
  /**
   * The balance it comes from; null while the balance read is on its way: then the balance is not checked here (the
   * server checks it and has the last word; decision 1979, as the alpha buy in 1970).
   */
  available: string | null;
  min?: string;
  /** The most the user may still put in ('' or absent: no limit). */
  max?: string;
}

/** The first problem of an amount, in the order a user fixes them, or null when it may go ahead. */
export function amountProblem({ amount, available, min, max }: AmountLimits): AmountProblem | null {
  const value = dec(amount);
  if (value === null || value.lte(0)) return 'empty';
  if (min !== undefined && min !== '' && value.lt(dec(min) ?? 0)) return 'belowMinimum';
  if (max !== undefined && max !== '' && value.gt(dec(max) ?? Infinity)) return 'aboveMaximum';
  if (available !== null && value.gt(dec(available) ?? 0)) return 'insufficient';
  return null;
}

const BY_CODE: Readonly<Record<number, AmountProblem>> = {
  [EARN_CODES.kyc]: 'kyc',
  [EARN_CODES.restricted]: 'restricted',
  [EARN_CODES.withdrawOnly]: 'restricted',
  [EARN_CODES.pair]: 'samePair',
  [EARN_CODES.belowMinimum]: 'belowMinimum',
  [EARN_CODES.insufficient]: 'insufficient',
  [EARN_CODES.quoteExpired]: 'expired',
  [EARN_CODES.aboveMaximum]: 'aboveMaximum',
  [EARN_CODES.overPrincipal]: 'aboveMaximum',
};

/** The reason behind a server refusal code; anything else (a network failure, an unknown code) is "unavailable". */
export const problemOfCode = (code: number | undefined): AmountProblem =>
  code === undefined ? 'unavailable' : (BY_CODE[code] ?? 'unavailable');
