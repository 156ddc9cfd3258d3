import { FUND_PASSWORD_HOUR_MS, canConfirmWithdrawal, withdrawSecurityStep } from './withdraw-security';

const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);
const ask = { kind: 'verify', fundPassword: true, totp: true };
const skip = { kind: 'verify', fundPassword: false, totp: true };

describe('withdrawSecurityStep (spec 01 §3 frequency 1/2/0, plus 2FA)', () => {
  it.each([
    ['2 every time, just entered', 2, true, NOW - 1000, ask],
    ['1 one hour, never entered', 1, true, 0, ask],
    ['1 one hour, entered 59 min ago', 1, true, NOW - 59 * 60 * 1000, skip],
    ['1 one hour, entered exactly an hour ago', 1, true, NOW - FUND_PASSWORD_HOUR_MS, ask],
    ['1 one hour, entry in the future', 1, true, NOW + 5000, ask],
    ['0 never', 0, true, 0, skip],
    ['unknown frequency asks', null, true, 0, ask],
    ['no fund password set', 1, false, 0, { kind: 'setFundPassword' }],
  ] as const)('%s', (_label, frequency, set, last, expected) => expect(withdrawSecurityStep(frequency, set, last, NOW)).toEqual(expected));
});

describe('canConfirmWithdrawal', () => {
  it.each([
    ['fund password and 6 digits', true, 'fund-pass', '123456', true],
    ['fund password asked but empty', true, '', '123456', false],
    ['fund password not asked', false, '', '123456', true],
    ['5 digits', false, '', '12345', false],
    ['letters', false, '', '12a456', false],
  ] as const)('%s', (_label, fundPassword, fundpass, totp, expected) =>
    expect(canConfirmWithdrawal({ kind: 'verify', fundPassword, totp: true }, fundpass, totp)).toBe(expected),
  );
  it('not when a fund password must be set first', () =>
    expect(canConfirmWithdrawal({ kind: 'setFundPassword' }, 'x', '123456')).toBe(false));
});
