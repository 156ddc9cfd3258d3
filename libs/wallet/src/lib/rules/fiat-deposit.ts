import type { FiatMethod } from '@exchange/api';
import type { SiteKey } from '@exchange/site-config';
import { showDepositOtherWays } from './deposit-methods';

/**
 * Spec 03 §2 /myaccount/deposit_fiat (decision 1933): fiat comes in where the deposit-method modal offers the other
 * ways (spec 02 §4, `showDepositOtherWays`): the main site, a user who is not UK-limited and whose compliance menu does
 * not close fiat trading. KYC, the region's deposit menu and withdraw-only are the money gate's (`moneyAccess`).
 */
export const fiatDepositOpen = (input: { site: SiteKey; ukLimited: boolean; menu: string[] }): boolean =>
  showDepositOtherWays({ ...input, otherWaysEnabled: true });

export type FiatAmountCheck =
  | { kind: 'empty' }
  | { kind: 'below-min'; min: string }
  | { kind: 'above-max'; max: string }
  | { kind: 'ok'; fee: string; credited: string };

/** Amounts are whole cents. */
const CENTS = /^\d+(\.\d{1,2})?$/;

/**
 * The amount against the method's limits (the user's, by KYC level) and what reaches the balance: the fee is the
 * method's rate of the amount, at least its minimum, rounded to the cent (the sandbox computes the same).
 */
export function checkFiatAmount(method: Pick<FiatMethod, 'min' | 'max' | 'fee_rate' | 'fee_min'>, amount: string): FiatAmountCheck {
  const text = amount.trim();
  if (text === '' || !CENTS.test(text) || Number(text) === 0) return { kind: 'empty' };
  const value = Number(text);
  if (value < Number(method.min)) return { kind: 'below-min', min: method.min };
  if (value > Number(method.max)) return { kind: 'above-max', max: method.max };
  const fee = Math.round(Math.max(value * Number(method.fee_rate), Number(method.fee_min)) * 100) / 100;
  return { kind: 'ok', fee: fee.toFixed(2), credited: (value - fee).toFixed(2) };
}

/** How soon the money arrives: instant, within hours, or in business days. */
export type FiatEta = { kind: 'instant' } | { kind: 'hours'; hours: number } | { kind: 'days'; days: number };
export const fiatEta = (minutes: number): FiatEta =>
  minutes <= 0
    ? { kind: 'instant' }
    : minutes < 1440
      ? { kind: 'hours', hours: Math.max(1, Math.ceil(minutes / 60)) }
      : { kind: 'days', days: Math.ceil(minutes / 1440) };
