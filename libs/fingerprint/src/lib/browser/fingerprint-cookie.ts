import { parseCookieHeader } from '@exchange/api';
import { clearCookie, writeCookie } from '@exchange/site-config';
import { FINGERPRINT_COOKIE, FINGERPRINT_MAX_AGE_SECONDS } from '../rules/fingerprint-validity';

/** The finger_print cookie value (URI-decoded by the api's cookie parser; kept as it is when undecodable), or null. */
export function readFingerprintCookie(document: Document): string | null {
  return parseCookieHeader(document.cookie)[FINGERPRINT_COOKIE] ?? null;
}

/** Writes the cookie for 86400 s (spec 03 §9) by site-config's one cookie rule; the value is URI-encoded. */
export function writeFingerprintCookie(document: Document, value: string): void {
  writeCookie(document, FINGERPRINT_COOKIE, value, { maxAge: FINGERPRINT_MAX_AGE_SECONDS });
}

export function clearFingerprintCookie(document: Document): void {
  clearCookie(document, FINGERPRINT_COOKIE);
}
