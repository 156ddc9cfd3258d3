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
  // A call that never ran (its declaration did not load, decision 1970) has no type to read: stay, type unknown.
  if (result.data === undefined) return { action: 'stay', kind: 'unknown', purpose: null };
  return { action: 'stay', kind: subAccountKind(result.data.type), purpose: subAccountPurpose(result.data.sub_type) };
}

/** The guard runs for sub-accounts on the account pages (decision 0910), where their permissions matter. */
export const runsSubUserGuard = (input: { isSub: boolean; pathname: string }): boolean =>
  input.isSub && /^\/myaccount(\/|$)/.test(input.pathname);

/** Issue 23 item 5 (decision 1907): a sub-account's name, 3 to 20 letters, digits, "-" or "_" (the sandbox's rule too). */
export const SUB_ACCOUNT_NAME = /^[A-Za-z0-9_-]{3,20}$/;
export const isSubAccountName = (name: string): boolean => SUB_ACCOUNT_NAME.test(name.trim());

/** Spec 03 §3 type codes a main account may create: 1 normal, 4 managed. */
export const SUB_ACCOUNT_TYPE_CODES = { normal: 1, managed: 4 } as const;

export type SubAccountPageView =
  | { kind: 'visitor' }
  | { kind: 'loading' }
  | { kind: 'not-main' }
  | { kind: 'failed' }
  | { kind: 'list'; canCreate: boolean; frozenCount: number };

/**
 * What /myaccount/sub-account-manage shows (issue 23 item 5): a visitor is asked to log in; a sub-account (the user's
 * `is_sub`, or the exchange's `is_main` false) is told why it cannot manage any; a failed read (the fallback's limit 0)
 * says so; otherwise the list, with creation while under the limit.
 */
export function subAccountPageView(input: {
  isLoggedIn: boolean;
  isSub: boolean | null;
  list: { is_main: boolean; limit: number; list: readonly { frozen: boolean }[] } | null;
  failed: boolean;
}): SubAccountPageView {
  if (!input.isLoggedIn) return { kind: 'visitor' };
  if (input.isSub === true || input.list?.is_main === false) return { kind: 'not-main' };
  // The call's fallback (limit 0, spec 03 §8 "failed fetches return defaults") means it failed: no list to show.
  if ((input.failed && input.list === null) || input.list?.limit === 0) return { kind: 'failed' };
  if (input.list === null || input.isSub === null) return { kind: 'loading' };
  return {
    kind: 'list',
    canCreate: input.list.list.length < input.list.limit,
    frozenCount: input.list.list.filter((sub) => sub.frozen).length,
  };
}
