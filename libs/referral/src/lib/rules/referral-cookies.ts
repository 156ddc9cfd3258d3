import { INVITE_CODE_KEEPS_CHANNEL, type EndpointInput, type InviteVerification } from '@exchange/api';

/** Spec 03 §9: referral cookies live 604800 s (7 days). */
export const REFERRAL_COOKIE_MAX_AGE = 604800;
/** Spec 03 §4: the browser event fired after the referral cookies change. */
export const REFERRAL_COOKIE_CHANGED_EVENT = 'referral-cookie-changed';

/** Spec 03 §3: the referral parameters kept in cookies. */
export const REFERRAL_COOKIE = {
  refUid: 'ref_uid',
  refType: 'ref_type',
  channel: 'ref_channel',
  groupId: 'group_id',
} as const;

export type ReferralCookieName = (typeof REFERRAL_COOKIE)[keyof typeof REFERRAL_COOKIE];

/** A URL query as Next hands it over (searchParams) or as a plain record. */
export type QueryInput = Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface ReferralCookieWrite {
  name: ReferralCookieName;
  value: string;
  /** Seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
}

/** Input of the invite-verification call (spec 03 §7 verify_invite_info), as the api declares it. */
export type VerifyInviteInput = EndpointInput<'verifyInvite'>;

export interface ReferralCookieInput {
  query: QueryInput;
  /** Current cookies by name (only the referral ones are read). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The code of verify_invite_info for this query, once called (0 is success). */
  verifyResultCode?: InviteVerification['code'] | null;
}

export type ReferralCookieDecision =
  /** Nothing to store. */
  | { kind: 'none'; reason: 'no-ref' | 'unchanged' | 'rejected' }
  /** Call verify_invite_info with this input, then decide again with its code. */
  | { kind: 'verify'; invite: VerifyInviteInput }
  /** Write these cookies, then fire the event when asked. */
  | { kind: 'write'; writes: ReferralCookieWrite[]; fireEvent: boolean };

/** Referral values are short codes; anything else is ignored (decision 0520). */
const SAFE_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

function first(query: QueryInput, ...keys: string[]): string | null {
  for (const key of keys) {
    const raw = query[key];
    const value = (typeof raw === 'string' ? raw : Array.isArray(raw) ? raw[0] : undefined)?.trim();
    if (value && SAFE_VALUE.test(value)) return value;
  }
  return null;
}

export interface ReferralQuery {
  ref: string | null;
  refType: string | null;
  channel: string | null;
  groupId: string | null;
}

/** Reads ref_uid (alias ref), ref_type, ref_channel (alias ch) and group_id; unsafe values are dropped. */
export function readReferralQuery(query: QueryInput): ReferralQuery {
  return {
    ref: first(query, 'ref_uid', 'ref'),
    refType: first(query, 'ref_type'),
    channel: first(query, 'ref_channel', 'ch'),
    groupId: first(query, 'group_id'),
  };
}

const write = (name: ReferralCookieName, value: string | null): ReferralCookieWrite =>
  value === null ? { name, value: '', maxAgeSeconds: 0 } : { name, value, maxAgeSeconds: REFERRAL_COOKIE_MAX_AGE };

/** Channel and group refresh: only the values present in the query are written. */
function channelAndGroup(q: ReferralQuery): ReferralCookieWrite[] {
  const writes: ReferralCookieWrite[] = [];
  if (q.channel !== null) writes.push(write(REFERRAL_COOKIE.channel, q.channel));
  if (q.groupId !== null) writes.push(write(REFERRAL_COOKIE.groupId, q.groupId));
  return writes;
}

function channelAndGroupDecision(q: ReferralQuery): ReferralCookieDecision {
  const writes = channelAndGroup(q);
  return writes.length > 0 ? { kind: 'write', writes, fireEvent: false } : { kind: 'none', reason: 'unchanged' };
}

/**
 * The referral cookie flow (spec 03 §4):
 * 1. The query's ref equals the stored ref_uid and ref_type: refresh only channel and group.
 * 2. A different ref is already stored: verify the invite first (kind 'verify').
 * 3. Verification code 10530135: refresh channel and group anyway.
 * 4. Any other non-zero code: store nothing.
 * 5. Otherwise save all four cookies (a missing type, channel or group clears the old one) and fire the event.
 * No ref in the query: nothing is stored (decision 0520).
 */
export function decideReferralCookies({ query, cookies, verifyResultCode }: ReferralCookieInput): ReferralCookieDecision {
  const q = readReferralQuery(query);
  if (q.ref === null) return { kind: 'none', reason: 'no-ref' };

  const storedRef = cookies[REFERRAL_COOKIE.refUid]?.trim() || null;
  const storedType = cookies[REFERRAL_COOKIE.refType]?.trim() || null;
  if (storedRef === q.ref && storedType === q.refType) return channelAndGroupDecision(q);

  if (storedRef !== null) {
    if (verifyResultCode === undefined || verifyResultCode === null) {
      const refType = q.refType !== null && /^\d+$/.test(q.refType) ? Number(q.refType) : undefined;
      return { kind: 'verify', invite: refType === undefined ? { invite_code: q.ref } : { invite_code: q.ref, ref_type: refType } };
    }
    if (verifyResultCode === INVITE_CODE_KEEPS_CHANNEL) return channelAndGroupDecision(q);
    if (verifyResultCode !== 0) return { kind: 'none', reason: 'rejected' };
  }

  return {
    kind: 'write',
    writes: [
      write(REFERRAL_COOKIE.refUid, q.ref),
      write(REFERRAL_COOKIE.refType, q.refType),
      write(REFERRAL_COOKIE.channel, q.channel),
      write(REFERRAL_COOKIE.groupId, q.groupId),
    ],
    fireEvent: true,
  };
}
