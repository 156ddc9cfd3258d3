import { TOTP_PERIOD_S, checkTotpCode, newTotpSecret, totpCodeAt, totpUri } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const T = 1_800_000_015_000;
const step = TOTP_PERIOD_S * 1000;

describe('checkTotpCode (issue 23 item 3: one 30 s step either side)', () => {
  it.each([
    ['this step', 0, true],
    ['the previous step (clock drift)', -step, true],
    ['the next step', step, true],
    ['two steps back', -2 * step, false],
    ['two steps ahead', 2 * step, false],
  ])('a code from %s', (_case, offset, accepted) => {
    expect(checkTotpCode(SECRET, totpCodeAt(SECRET, T + offset), T)).toBe(accepted);
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses %p without computing', (code) => {
    expect(checkTotpCode(SECRET, code, T)).toBe(false);
  });

  it('matches RFC 6238 with the SHA-1 test key at 59 s (…287082)', () => {
    const rfcKey = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcKey, 59_000)).toBe('287082');
  });

  it('makes base32 secrets and an otpauth URI with the issuer', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri(secret, 'a@b.c', 'Example Exchange')).toMatch(
      /^otpauth:\/\/totp\/Example%20Exchange:a%40b\.c\?issuer=Example%20Exchange&secret=/,
    );
  });
});
