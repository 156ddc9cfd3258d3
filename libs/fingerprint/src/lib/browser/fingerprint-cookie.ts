import { FINGERPRINT_COOKIE, FINGERPRINT_MAX_AGE_SECONDS } from '../rules/fingerprint-validity';

/** The raw finger_print cookie value, or null. */
export function readFingerprintCookie(document: Document): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === FINGERPRINT_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

function attributes(document: Document, maxAge: number): string {
  const secure = document.location?.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Writes the cookie for 86400 s (spec 03 §9); the value is URI-encoded. */
export function writeFingerprintCookie(document: Document, value: string): void {
  document.cookie = `${FINGERPRINT_COOKIE}=${encodeURIComponent(value)}${attributes(document, FINGERPRINT_MAX_AGE_SECONDS)}`;
}

export function clearFingerprintCookie(document: Document): void {
  document.cookie = `${FINGERPRINT_COOKIE}=${attributes(document, 0)}`;
}
