/** Spec 01 §9: the KYC upgrade notice shows at most once per 12 hours. */
export const KYC_UPGRADE_NOTICE_INTERVAL_MS = 12 * 60 * 60 * 1000;
/** Cookie remembering when the upgrade notice was last shown (value: epoch ms). Name chosen in decision 0502. */
export const KYC_UPGRADE_NOTICE_COOKIE = 'kyc_upgrade_notice_at';
/** Used when the server sends no risk_user_guide_cookie_key (decision 0502). */
export const DEFAULT_RISK_GUIDE_COOKIE = 'risk_user_guide_seen_at';

const HOUR_MS = 60 * 60 * 1000;

/** A server flag as it may arrive: boolean, 0/1 or a string. */
export type FlagInput = boolean | number | string | null | undefined;

export interface KycModalInput {
  is_risk_user: FlagInput;
  show_kyc_upgrade_notice: FlagInput;
  /** Hours between risk-guide showings; 0 means every time. */
  risk_user_guide_frequency: number | string | null | undefined;
  /** Name of the cookie that remembers the risk guide. */
  risk_user_guide_cookie_key: string | null | undefined;
  /** Raw value of the cookie named by risk_user_guide_cookie_key. */
  cookieValue: string | null | undefined;
  /** Raw value of the KYC_UPGRADE_NOTICE_COOKIE cookie. */
  lastUpgradeNoticeAt: string | null | undefined;
  now: number;
}

export interface KycCookieWrite {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export type KycModalKind = 'risk' | 'upgrade';

export interface KycModalDecision {
  modal: KycModalKind | null;
  /** What to store when the modal opens (null: nothing). */
  store: KycCookieWrite | null;
}

export function isFlagSet(flag: FlagInput): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag === 1;
  if (typeof flag === 'string') return flag.trim() === '1' || flag.trim().toLowerCase() === 'true';
  return false;
}

/** Hours between showings; anything that is not a finite number ≥ 0 falls back to 0 (every time). */
export function parseGuideFrequencyHours(frequency: KycModalInput['risk_user_guide_frequency']): number {
  const value = typeof frequency === 'string' && frequency.trim() !== '' ? Number(frequency) : frequency;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** An epoch-ms timestamp stored as text; null when malformed or in the future. */
function parseStoredAt(raw: string | null | undefined, now: number): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) return null;
  const at = Number(raw.trim());
  return at <= now ? at : null;
}

const NONE: KycModalDecision = { modal: null, store: null };

/**
 * Which KYC modal to open (spec 01 §4 KYC notice modal, spec 02 §4 risk-user and KYC-upgrade modal).
 * - A risk user gets the risk guide only (it takes priority; the upgrade notice is for non-risk users, decision 0502).
 *   Frequency 0: every time, nothing stored. Otherwise a cookie named risk_user_guide_cookie_key lasts that many hours.
 * - Otherwise, with show_kyc_upgrade_notice set, the upgrade notice shows once per 12 hours.
 * - With neither flag set, no modal.
 */
export function decideKycModal(input: KycModalInput): KycModalDecision {
  const { now } = input;
  if (isFlagSet(input.is_risk_user)) {
    const hours = parseGuideFrequencyHours(input.risk_user_guide_frequency);
    if (hours === 0) return { modal: 'risk', store: null };
    const windowMs = hours * HOUR_MS;
    const seenAt = parseStoredAt(input.cookieValue, now);
    if (seenAt !== null && now - seenAt < windowMs) return NONE;
    const name = input.risk_user_guide_cookie_key?.trim() || DEFAULT_RISK_GUIDE_COOKIE;
    return { modal: 'risk', store: { name, value: String(now), maxAgeSeconds: Math.round(windowMs / 1000) } };
  }
  if (isFlagSet(input.show_kyc_upgrade_notice)) {
    const shownAt = parseStoredAt(input.lastUpgradeNoticeAt, now);
    if (shownAt !== null && now - shownAt < KYC_UPGRADE_NOTICE_INTERVAL_MS) return NONE;
    return {
      modal: 'upgrade',
      store: { name: KYC_UPGRADE_NOTICE_COOKIE, value: String(now), maxAgeSeconds: KYC_UPGRADE_NOTICE_INTERVAL_MS / 1000 },
    };
  }
  return NONE;
}
