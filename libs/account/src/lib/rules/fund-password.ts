import { fundPasswordVerdict, type FundPasswordFrequencyValue } from '@exchange/api';

/** Spec 01 §3 fund-password frequency 1: asked again once an hour has passed. */
export const FUND_PASSWORD_ONE_HOUR_MS = 60 * 60 * 1000;

/** Spec 01 §5: a fund-password submission is debounced to 1500 ms. */
export const FUND_PASSWORD_DEBOUNCE_MS = 1500;

/** The choices of the frequency-change modal, in the order shown: 1 one hour, 2 every time, 0 never (spec 01 §3). */
export const FREQUENCY_CHOICES: readonly FundPasswordFrequencyValue[] = [1, 2, 0];

/**
 * Whether a fund operation (a quick order, spec 01 §5) must ask for the fund password now.
 * `frequency` is the user's setting (null: unknown or never set, so ask); `lastEnteredAt` is when the user last
 * entered it correctly (epoch ms, null for never). 2 asks every time, 0 never, 1 when an hour has passed; a
 * malformed or future `lastEnteredAt` counts as never entered.
 */
export function needsFundPassword(frequency: FundPasswordFrequencyValue | null, lastEnteredAt: number | null, now: number): boolean {
  if (frequency === 0) return false;
  if (frequency === 2 || frequency === null) return true;
  if (lastEnteredAt === null || !Number.isFinite(lastEnteredAt) || lastEnteredAt > now) return true;
  return now - lastEnteredAt >= FUND_PASSWORD_ONE_HOUR_MS;
}

/** Spec 01 §5: the fund-password modal's Confirm stays disabled until a password is entered. */
export const canConfirmFundPassword = (password: string): boolean => password.length > 0;

/** Spec 01 §5: the frequency-change modal's Confirm needs both the fund password and a 2FA code. */
export const canConfirmFrequencyChange = (input: { fundpass: string; totp: string }): boolean =>
  input.fundpass.length > 0 && input.totp.trim().length > 0;

/**
 * Spec 01 §5 "submission is debounced to 1500 ms", on the leading edge (decision 0910): the first press submits at
 * once, further presses are ignored until 1500 ms have passed since the last accepted one.
 */
export const acceptsSubmission = (lastAcceptedAt: number | null, now: number): boolean =>
  lastAcceptedAt === null || now < lastAcceptedAt || now - lastAcceptedAt >= FUND_PASSWORD_DEBOUNCE_MS;

/** The fund-password form's fields (issue 23 item 1): `set` asks new + confirm + code, `change` also the current one. */
export interface FundPasswordFormInput {
  mode: 'set' | 'change';
  current: string;
  next: string;
  confirm: string;
  code: string;
}

export type FundPasswordFormError = 'current' | 'next' | 'confirm' | 'code';

/**
 * What blocks the fund-password form (decision 1906), in field order: the current one (change only), the new one by
 * the strength rule (`fundPasswordVerdict`, api), a confirmation that differs, and a second-factor code that is not
 * six digits. Empty: ready to send.
 */
export function fundPasswordFormErrors(input: FundPasswordFormInput): FundPasswordFormError[] {
  const errors: FundPasswordFormError[] = [];
  if (input.mode === 'change' && input.current === '') errors.push('current');
  if (!fundPasswordVerdict(input.next).acceptable) errors.push('next');
  if (input.confirm !== input.next || input.confirm === '') errors.push('confirm');
  if (!/^\d{6}$/.test(input.code.trim())) errors.push('code');
  return errors;
}
