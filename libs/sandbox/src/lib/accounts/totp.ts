import { Secret, TOTP } from 'otpauth';

/**
 * The TOTP arithmetic of the sandbox (issue 23 item 3, decision 1831), through `otpauth`: SHA-1, 6 digits, 30 s,
 * and a window of one step either side (a code from the previous or next 30 s is still accepted, as exchanges do for
 * clock drift). The issuer is the site's `totpName` (spec 03 §3).
 */
export const TOTP_WINDOW = 1;
export const TOTP_PERIOD_S = 30;

const totpOf = (secret: string, label = '', issuer = ''): TOTP =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new random secret, base32 (20 bytes). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans. */
export const totpUri = (secret: string, label: string, issuer: string): string => totpOf(secret, label, issuer).toString();

/** The code for `secret` at `now` (tests, and the sandbox README's "current code" helper). */
export const totpCodeAt = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/** True when `code` is the secret's code for `now` or one step either side. */
export function checkTotpCode(secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code.trim())) return false;
  try {
    return totpOf(secret).validate({ token: code.trim(), timestamp: now, window: TOTP_WINDOW }) !== null;
  } catch {
    return false;
  }
}
