import { totpCodeOf, totpSecretOf, verifyTotp } from './totp';

const NOW = 1_764_300_000_000;

describe('the withdrawal 2FA check (issue 22: real TOTP, RFC 6238)', () => {
  it('states the secret of user-kyc2 as the README does', () => expect(totpSecretOf('10001')).toBe('ONQW4ZDCN54C25DPORYC2MJQGAYDC'));

  it.each([
    ['the code of this instant', (): string => totpCodeOf('10001', NOW), NOW, true],
    ['the previous step (30 s drift)', (): string => totpCodeOf('10001', NOW - 30_000), NOW, true],
    ['two steps old', (): string => totpCodeOf('10001', NOW - 60_000), NOW, false],
    ["another user's code", (): string => totpCodeOf('10002', NOW), NOW, false],
    ['five digits', (): string => '12345', NOW, false],
    ['letters', (): string => 'abcdef', NOW, false],
  ] as const)('%s', (_label, code, now, ok) => expect(verifyTotp('10001', code(), now)).toBe(ok));
});
