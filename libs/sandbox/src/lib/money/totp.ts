import { Secret, TOTP } from 'otpauth';

/**
 * The withdrawal's 2FA check (issue 22): a real TOTP (RFC 6238, SHA-1, 6 digits, 30 s) against the persona's
 * authenticator secret, one step of drift either way. The secret of a persona is the base32 of
 * `sandbox-totp-<uid>`; for user-kyc2 (uid 10001) it is stated in the sandbox README, so a reviewer can add it to
 * an authenticator app. (The account issue makes TOTP real for accounts; the lead reconciles the two at merge.)
 */
export const totpSecretOf = (uid: string): string => new Secret({ buffer: new TextEncoder().encode(`sandbox-totp-${uid}`).buffer }).base32;

const totpOf = (uid: string): TOTP =>
  new TOTP({
    issuer: 'Exchange sandbox',
    label: uid,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(totpSecretOf(uid)),
  });

/** The current code for a user (tests and the toolbar). */
export const totpCodeOf = (uid: string, now: number): string => totpOf(uid).generate({ timestamp: now });

export function verifyTotp(uid: string, token: string, now: number): boolean {
  if (!/^\d{6}$/.test(token)) return false;
  return totpOf(uid).validate({ token, timestamp: now, window: 1 }) !== null;
}
