import { FINGERPRINT_MAX_AGE_SECONDS, fingerprintIssuedAt, isValidFingerprint } from './fingerprint-validity';

/** Spec 03 §9: at most 3 chained refresh attempts without getting a valid fingerprint. */
export const FINGERPRINT_REFRESH_RETRY_CAP = 3;
/** Back-off before a retry: 1 s after the first failure, 2 s after the second (decision 0530). */
export const FINGERPRINT_RETRY_BACKOFF_MS = 1000;

export interface RefreshScheduleInput {
  /** The current cookie value. */
  cookie: string | null | undefined;
  now: number;
  /** Refreshes in this chain that did not produce a valid fingerprint. */
  failedAttempts: number;
}

export type RefreshStep =
  /** The fingerprint is valid: check again when it ages past 24 hours. */
  | { kind: 'wait'; delayMs: number }
  /** Obtain a new fingerprint after delayMs. */
  | { kind: 'refresh'; delayMs: number }
  /** Retry cap reached: give up until the next page load. */
  | { kind: 'stop' };

/** Spec 03 §4: auto-refresh when the fingerprint ages past 24 hours, with at most 3 chained retries. */
export function nextFingerprintRefresh({ cookie, now, failedAttempts }: RefreshScheduleInput): RefreshStep {
  const issuedAt = fingerprintIssuedAt(cookie);
  if (issuedAt !== null && isValidFingerprint(cookie, now)) {
    return { kind: 'wait', delayMs: Math.max(0, issuedAt + FINGERPRINT_MAX_AGE_SECONDS * 1000 - now) };
  }
  const failed = Number.isInteger(failedAttempts) && failedAttempts > 0 ? failedAttempts : 0;
  if (failed >= FINGERPRINT_REFRESH_RETRY_CAP) return { kind: 'stop' };
  return { kind: 'refresh', delayMs: failed * FINGERPRINT_RETRY_BACKOFF_MS };
}
