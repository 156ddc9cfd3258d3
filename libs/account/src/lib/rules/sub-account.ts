import type { CallResult, SubUserType } from '@exchange/api';

/** Spec 03 §8: after the warning toast, the homepage after 2 seconds. */
export const SUB_USER_REDIRECT_MS = 2000;

/** Spec 03 §6 "Sub-account types: normal and managed" (type 1 normal, 4 managed; spec 03 §3). */
export type SubAccountKind = 'normal' | 'managed' | 'unknown';
/** Spec 03 §3 sub_type: 6 bugs, 7 asset management. */
export type SubAccountPurpose = 'bugs' | 'asset-management' | null;

export const subAccountKind = (type: number): SubAccountKind => (type === 1 ? 'normal' : type === 4 ? 'managed' : 'unknown');
export const subAccountPurpose = (subType: number): SubAccountPurpose =>
  subType === 6 ? 'bugs' : subType === 7 ? 'asset-management' : null;

export type SubUserGuardDecision =
  | { action: 'stay'; kind: SubAccountKind; purpose: SubAccountPurpose }
  /** `message`: the server's text, or null (the caller shows its generic one). */
  | { action: 'leave'; message: string | null; afterMs: number };

/** The client's text for a refusal without a message (libs/api executeEndpoint). */
const NO_SERVER_MESSAGE = 'Unsuccessful response';

/**
 * Spec 03 §8 "Sub-user type call with a non-zero code: a warning toast with the server message, then a redirect to
 * the homepage after 2 seconds." Any other failure (network, timeout, malformed answer) keeps the user where they
 * are with the fallback type (normal).
 */
export function decideSubUserGuard(result: CallResult<SubUserType>): SubUserGuardDecision {
  if (!result.ok && result.error.kind === 'code') {
    const text = result.error.message.trim();
    return { action: 'leave', message: text === '' || text === NO_SERVER_MESSAGE ? null : text, afterMs: SUB_USER_REDIRECT_MS };
  }
  return { action: 'stay', kind: subAccountKind(result.data.type), purpose: subAccountPurpose(result.data.sub_type) };
}

/** The guard runs for sub-accounts on the account pages (decision 0910), where their permissions matter. */
export const runsSubUserGuard = (input: { isSub: boolean; pathname: string }): boolean =>
  input.isSub && /^\/myaccount(\/|$)/.test(input.pathname);
