/**
 * The fund password's strength rule (issue 23 item 1, decision 1906), one home for the form and the sandbox: 8 to 64
 * characters with at least one letter and one digit; mixed case or a symbol makes it strong. The exchange also
 * refuses a fund password equal to the login password (only the server can check that).
 */
export const FUND_PASSWORD_MIN = 8;
export const FUND_PASSWORD_MAX = 64;

export type FundPasswordCheck = 'length' | 'letter' | 'digit';
export type FundPasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

export interface FundPasswordVerdict {
  /** The checks it fails, in the order the form lists them. */
  missing: FundPasswordCheck[];
  strength: FundPasswordStrength;
  acceptable: boolean;
}

export function fundPasswordVerdict(password: string): FundPasswordVerdict {
  if (password === '') return { missing: ['length', 'letter', 'digit'], strength: 'empty', acceptable: false };
  const missing: FundPasswordCheck[] = [];
  if (password.length < FUND_PASSWORD_MIN || password.length > FUND_PASSWORD_MAX) missing.push('length');
  if (!/\p{L}/u.test(password)) missing.push('letter');
  if (!/\p{Nd}/u.test(password)) missing.push('digit');
  if (missing.length > 0) return { missing, strength: 'weak', acceptable: false };
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  const symbol = /[^\p{L}\p{Nd}]/u.test(password);
  return { missing, strength: (mixedCase || symbol) && password.length >= 10 ? 'strong' : 'fair', acceptable: true };
}
