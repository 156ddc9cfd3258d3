/** Spec 03 §3 "Other cookies": the device fingerprint cookie. */
export const FINGERPRINT_COOKIE = 'finger_print';
/** Spec 03 §9: fingerprint cookie lifetime 86400 s, and the age past which a fingerprint is stale. */
export const FINGERPRINT_MAX_AGE_SECONDS = 86400;
/** Spec 03 §5: a fingerprint is 40 characters, the first 8 hex digits a timestamp in seconds. */
export const FINGERPRINT_LENGTH = 40;
/** Spec 03 §8: an error marker holds up to 1024 characters of the error text. */
export const ERROR_MARKER_MAX_TEXT = 1024;
/** Our marker prefix (decision 0530); a cookie that decodes to text starting with it is an error marker. */
export const ERROR_MARKER_PREFIX = 'fp_error:';
/** Spec 03 §9: fingerprint truncation. */
export const FINGERPRINT_TRUNCATE_LENGTH = 60;

const HEAD = /^[0-9a-fA-F]{8}/;

/** URI-decode a cookie value; an undecodable value is returned as it is (spec 03 §8). */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isErrorMarker(value: string | null | undefined): boolean {
  return typeof value === 'string' && decodeCookieValue(value).startsWith(ERROR_MARKER_PREFIX);
}

/** 40 characters, starting with 8 hex digits, and not an error marker (age not checked). */
export function isWellFormedFingerprint(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const decoded = decodeCookieValue(value);
  if (decoded.startsWith(ERROR_MARKER_PREFIX)) return false;
  return decoded.length === FINGERPRINT_LENGTH && HEAD.test(decoded);
}

/** When the fingerprint was issued (epoch ms, from its first 8 hex digits in seconds), or null if malformed. */
export function fingerprintIssuedAt(value: string | null | undefined): number | null {
  if (!isWellFormedFingerprint(value)) return null;
  return parseInt(decodeCookieValue(value as string).slice(0, 8), 16) * 1000;
}

/**
 * Spec 03 §4–§5: valid when well-formed and under 24 hours old. A stamp ahead of the local clock is accepted
 * up to 24 hours, so a device whose clock runs behind does not fetch a new fingerprint on every page (decision 0530).
 */
export function isValidFingerprint(cookie: string | null | undefined, now: number): boolean {
  const issuedAt = fingerprintIssuedAt(cookie);
  if (issuedAt === null || !Number.isFinite(now)) return false;
  const ageMs = now - issuedAt;
  const limitMs = FINGERPRINT_MAX_AGE_SECONDS * 1000;
  return ageMs < limitMs && ageMs > -limitMs;
}

/**
 * The error-marker string stored instead of a fingerprint (spec 03 §8): the prefix and up to 1024 characters of
 * the error text. Characters outside printable ASCII become "?" so the encoded cookie stays well under 4 KB.
 */
export function errorMarker(errorText: unknown): string {
  const text = errorText instanceof Error ? errorText.message : typeof errorText === 'string' ? errorText : String(errorText ?? '');
  return ERROR_MARKER_PREFIX + text.replace(/[^\x20-\x7e]/g, '?').slice(0, ERROR_MARKER_MAX_TEXT);
}

/** The first 60 characters (spec 03 §9), e.g. for logs and request headers. */
export function truncateFingerprint(value: string | null | undefined): string {
  return typeof value === 'string' ? value.slice(0, FINGERPRINT_TRUNCATE_LENGTH) : '';
}
