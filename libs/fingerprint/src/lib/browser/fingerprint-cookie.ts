import { parseCookieHeader } from '@exchange/api';
import { FINGERPRINT_COOKIE, FINGERPRINT_MAX_AGE_SECONDS } from '../rules/fingerprint-validity';

/** The finger_print cookie value (URI-decoded by the api's cookie parser; kept as it is when undecodable), or null. */
export function readFingerprintCookie(document: Document): string | null {
  return parseCookieHeader(document.cookie)[FINGERPRINT_COOKIE] ?? null;
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
