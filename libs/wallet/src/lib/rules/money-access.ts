import { kycLevelOneOrAbove, type VerifiedInput } from '@exchange/api';

export type MoneyFeature = 'deposit' | 'withdraw' | 'buy';

export type MoneyAccess = { kind: 'allowed' } | { kind: 'login' } | { kind: 'kyc' } | { kind: 'restricted' } | { kind: 'withdrawOnly' };

export interface MoneyAccessInput {
  isLoggedIn: boolean;
  verified: VerifiedInput;
  /** The compliance check's menu (feature codes that are closed). */
  menu: readonly string[];
  /** Compliance toast is_withdraw_only_user (spec 01 §6). */
  withdrawOnly: boolean;
}

/**
 * Who may use a money page (issue 22, decision 1840): a visitor logs in; every operation needs KYC level 1 (the
 * KYC page says verification "unlocks deposits, withdrawals and trading"); a feature in the compliance menu is
 * closed in the user's region; a withdraw-only user (spec 01 §6) may only withdraw.
 */
export function moneyAccess(feature: MoneyFeature, input: MoneyAccessInput): MoneyAccess {
  if (!input.isLoggedIn) return { kind: 'login' };
  if (!kycLevelOneOrAbove(input.verified)) return { kind: 'kyc' };
  if (input.menu.includes(feature)) return { kind: 'restricted' };
  if (feature !== 'withdraw' && input.withdrawOnly) return { kind: 'withdrawOnly' };
  return { kind: 'allowed' };
}
