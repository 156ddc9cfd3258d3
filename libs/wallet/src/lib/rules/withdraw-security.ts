import type { FundPasswordFrequencyValue } from '@exchange/api';

/** Spec 01 §3 frequency 1: the fund password is asked again once an hour has passed. */
export const FUND_PASSWORD_HOUR_MS = 60 * 60 * 1000;

export type WithdrawSecurityStep =
  /** No fund password set: the user must set one first (01 §2 /myaccount/fundpass_setup). */
  { kind: 'setFundPassword' } | { kind: 'verify'; fundPassword: boolean; totp: true };

/**
 * The withdrawal's security step (issue 22, spec 01 §3): the 2FA code always; the fund password per the user's
 * frequency: 2 every time, 1 when an hour has passed since it was last entered (0 = never entered), 0 never.
 * A last entry in the future counts as never entered.
 */
export function withdrawSecurityStep(
  frequency: FundPasswordFrequencyValue | null,
  fundpassSet: boolean,
  lastEnteredAt: number,
  now: number,
): WithdrawSecurityStep {
  if (!fundpassSet) return { kind: 'setFundPassword' };
  if (frequency === 0) return { kind: 'verify', fundPassword: false, totp: true };
  if (frequency === 1 && lastEnteredAt > 0 && lastEnteredAt <= now && now - lastEnteredAt < FUND_PASSWORD_HOUR_MS)
    return { kind: 'verify', fundPassword: false, totp: true };
  return { kind: 'verify', fundPassword: true, totp: true };
}

/** Confirm is enabled once the fields the step asks for are filled (the 2FA code is 6 digits). */
export const canConfirmWithdrawal = (step: WithdrawSecurityStep, fundpass: string, totp: string): boolean =>
  step.kind === 'verify' && (!step.fundPassword || fundpass.length > 0) && /^\d{6}$/.test(totp);
