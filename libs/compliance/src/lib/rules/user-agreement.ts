import type { AgreementStatus } from '@exchange/api';

/** 03 §7: the default scene of the user-agreement calls. */
export const USER_AGREEMENT_SCENE = 'user_agreement';

export type UserAgreementDecision = { show: true; content: string; submitButton: string | null } | { show: false };

/**
 * 03 §4: shown when the status call's data says status 1 and has content to show. The api has already
 * judged the envelope (code 0) and the types; a failed call gives its fallback (status 0): not shown.
 */
export function decideUserAgreement(status: AgreementStatus | null | undefined): UserAgreementDecision {
  if (!status || status.status !== 1) return { show: false };
  const content = status.content.trim();
  if (content === '') return { show: false };
  return { show: true, content, submitButton: status.submit_button.trim() || null };
}
