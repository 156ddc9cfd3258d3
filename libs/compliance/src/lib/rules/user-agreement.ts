import { nonEmptyText, toNumber } from './values';

/** 03 §7: the default scene of the user-agreement calls. */
export const USER_AGREEMENT_SCENE = 'user_agreement';

/** 03 §3 "User agreement status": code, data.status (1 means show), data.content, data.submit_button. */
export interface UserAgreementStatusResponse {
  code?: number | string | null;
  data?: { status?: number | string | null; content?: string | null; submit_button?: string | null } | null;
}

export type UserAgreementDecision = { show: true; content: string; submitButton: string | null } | { show: false };

/** 03 §4: shown when status is 1 (and the call succeeded with code 0 and content to show). Anything else: not shown. */
export function decideUserAgreement(response: UserAgreementStatusResponse | null | undefined | unknown): UserAgreementDecision {
  if (typeof response !== 'object' || response === null) return { show: false };
  const { code, data } = response as UserAgreementStatusResponse;
  if (toNumber(code) !== 0 || !data || typeof data !== 'object') return { show: false };
  const content = nonEmptyText(data.content);
  if (toNumber(data.status) !== 1 || content === null) return { show: false };
  return { show: true, content, submitButton: nonEmptyText(data.submit_button) };
}
