import type { KycToast } from '@exchange/api';

/** Spec 01 §9: the KYC upgrade notice shows at most once per 12 hours. */
export const KYC_UPGRADE_NOTICE_INTERVAL_MS = 12 * 60 * 60 * 1000;
/** Cookie remembering when the upgrade notice was last shown (value: epoch ms). Name chosen in decision 0502. */
export const KYC_UPGRADE_NOTICE_COOKIE = 'kyc_upgrade_notice_at';
/** Used when the server sends no risk_user_guide_cookie_key (decision 0502). */
export const DEFAULT_RISK_GUIDE_COOKIE = 'risk_user_guide_seen_at';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A flag as the notice modal's `riskClosable` prop accepts it. The api has already turned the server's
 * 0/1/"true" into a boolean (`UserInfo.risk_user_guide_be_closed`); the wider type stays for the modal's props.
 */
export type FlagInput = boolean | number | string | null | undefined;

export interface KycModalInput {
  /** The compliance check's kyc_toast (spec 01 §3), as the api parsed it. */
  toast: KycToast;
  /** The browser's cookies by name (parseCookieHeader of document.cookie). */
  cookies: Readonly<Record<string, string | undefined>>;
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

/** Hours between showings; anything that is not a finite number above 0 means 0 (every time). */
export function parseGuideFrequencyHours(frequency: number): number {
  return Number.isFinite(frequency) && frequency > 0 ? frequency : 0;
}

/** The cookie that remembers the risk guide: the server's name, or the default when it sends none. */
export function riskGuideCookieName(toast: Pick<KycToast, 'risk_user_guide_cookie_key'>): string {
  return toast.risk_user_guide_cookie_key.trim() || DEFAULT_RISK_GUIDE_COOKIE;
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
export function decideKycModal({ toast, cookies, now }: KycModalInput): KycModalDecision {
  if (toast.is_risk_user) {
    const hours = parseGuideFrequencyHours(toast.risk_user_guide_frequency);
    if (hours === 0) return { modal: 'risk', store: null };
    const windowMs = hours * HOUR_MS;
    const name = riskGuideCookieName(toast);
    const seenAt = parseStoredAt(cookies[name], now);
    if (seenAt !== null && now - seenAt < windowMs) return NONE;
    return { modal: 'risk', store: { name, value: String(now), maxAgeSeconds: Math.round(windowMs / 1000) } };
  }
  if (toast.show_kyc_upgrade_notice) {
    const shownAt = parseStoredAt(cookies[KYC_UPGRADE_NOTICE_COOKIE], now);
    if (shownAt !== null && now - shownAt < KYC_UPGRADE_NOTICE_INTERVAL_MS) return NONE;
    return {
      modal: 'upgrade',
      store: { name: KYC_UPGRADE_NOTICE_COOKIE, value: String(now), maxAgeSeconds: KYC_UPGRADE_NOTICE_INTERVAL_MS / 1000 },
    };
  }
  return NONE;
}
