import { NO_SERVER_MESSAGE, writeFailureOf, type ApiError } from '@exchange/api';
import Decimal from 'decimal.js';

export type AlphaBuyCheck = { ok: true; estimate: string } | { ok: false; reason: 'empty' | 'belowMinimum' | 'balance'; estimate: string };

/**
 * Before an alpha buy is sent (decision 1903): an empty amount waits, an amount under the token's minimum or above
 * the available USDT is refused with its reason; the estimate is the tokens the amount buys at the shown price
 * (8 decimals, rounded down, as the server fills). The server checks again and has the last word. `availableUsdt`
 * null: the balance is still loading, so it is not checked here (decision 1970: a click before it arrived was refused
 * as "not enough USDT", and the refusal vanished when the balance came: the buy did nothing, silently).
 */
export function checkAlphaBuy(amount: string, availableUsdt: string | null, minUsdt: string, price: string): AlphaBuyCheck {
  const value = safe(amount);
  const p = safe(price);
  const estimate = value && p && p.gt(0) ? value.div(p).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed() : '0';
  if (!value || value.lte(0)) return { ok: false, reason: 'empty', estimate };
  if (value.lt(safe(minUsdt) ?? 0)) return { ok: false, reason: 'belowMinimum', estimate };
  if (availableUsdt !== null && value.gt(safe(availableUsdt) ?? 0)) return { ok: false, reason: 'balance', estimate };
  return { ok: true, estimate };
}

function safe(value: string): Decimal | null {
  try {
    return value.trim() === '' ? null : new Decimal(value);
  } catch {
    return null;
  }
}

/** What the buy form says after a failed buy (decision 1970); the typed amount is kept in every case. */
export type AlphaBuyFailure = { kind: 'refused'; message: string | null } | { kind: 'not-sent' } | { kind: 'unconfirmed' };

/**
 * A refusal shows the exchange's own text (or the generic refusal when it gave none); a buy that never left (its call
 * could not be prepared: `writeFailureOf` says `not-sent`) asks for another try; one that may have reached the exchange
 * (no answer, an HTTP error) asks the user to check the holding first, which the form reads again.
 */
export function alphaBuyFailure(error: Pick<ApiError, 'kind' | 'message'>): AlphaBuyFailure {
  const outcome = writeFailureOf(error.kind);
  if (outcome === 'refused') {
    const text = error.message.trim();
    return { kind: 'refused', message: text === '' || text === NO_SERVER_MESSAGE ? null : text.slice(0, 200) };
  }
  return { kind: outcome };
}
