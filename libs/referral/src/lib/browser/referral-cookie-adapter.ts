import { parseCookieHeader } from '@exchange/api';
import { writeCookie } from '@exchange/site-config';
import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_CHANGED_EVENT,
  decideReferralCookies,
  type QueryInput,
  type ReferralCookieDecision,
  type ReferralCookieWrite,
  type VerifyInviteInput,
} from '../rules/referral-cookies';

export interface ApplyReferralCookiesOptions {
  /** Dispatch the referral-cookie-changed CustomEvent on the window after writing (default false). */
  fireEvent?: boolean;
  /** Cookie domain (e.g. ".example.com"); host-only when omitted. */
  domain?: string;
}

/** Detail of the referral-cookie-changed event: the referral cookies after the write. */
export type ReferralCookieChangedDetail = Partial<Record<(typeof REFERRAL_COOKIE)[keyof typeof REFERRAL_COOKIE], string>>;

/** Writes the cookies (site-config's one cookie rule: Path=/, SameSite=Lax, Secure on https) and, when asked, fires the CustomEvent. */
export function applyReferralCookies(
  writes: readonly ReferralCookieWrite[],
  document: Document,
  { fireEvent = false, domain }: ApplyReferralCookiesOptions = {},
): void {
  for (const { name, value, maxAgeSeconds } of writes)
    writeCookie(document, name, value, { maxAge: maxAgeSeconds, ...(domain ? { domain } : {}) });
  if (!fireEvent) return;
  const cookies = parseCookieHeader(document.cookie);
  const detail: ReferralCookieChangedDetail = {};
  for (const name of Object.values(REFERRAL_COOKIE)) {
    const value = cookies[name];
    if (value !== undefined) detail[name] = value;
  }
  const target: EventTarget = document.defaultView ?? document;
  target.dispatchEvent(new CustomEvent<ReferralCookieChangedDetail>(REFERRAL_COOKIE_CHANGED_EVENT, { detail }));
}

export interface SyncReferralCookiesInput {
  query: QueryInput;
  document: Document;
  /** Calls verify_invite_info and resolves with its code; a rejection counts as a refusal. */
  verifyInvite: (input: VerifyInviteInput) => Promise<number>;
  domain?: string;
}

/** Runs the whole flow on a page load: decide, verify when needed, decide again, write. Never throws. */
export async function syncReferralCookies({
  query,
  document,
  verifyInvite,
  domain,
}: SyncReferralCookiesInput): Promise<ReferralCookieDecision> {
  const cookies = parseCookieHeader(document.cookie);
  let decision = decideReferralCookies({ query, cookies });
  if (decision.kind === 'verify') {
    let code: number;
    try {
      code = await verifyInvite(decision.invite);
    } catch {
      return { kind: 'none', reason: 'rejected' };
    }
    decision = decideReferralCookies({ query, cookies, verifyResultCode: code });
  }
  if (decision.kind === 'write') applyReferralCookies(decision.writes, document, { fireEvent: decision.fireEvent, domain });
  return decision;
}
