import type { FundPasswordFrequencyValue } from '@exchange/api';
import {
  FUND_PASSWORD_DEBOUNCE_MS,
  FUND_PASSWORD_ONE_HOUR_MS,
  acceptsSubmission,
  fundPasswordFormErrors,
  type FundPasswordFormError,
  type FundPasswordFormInput,
  canConfirmFrequencyChange,
  canConfirmFundPassword,
  needsFundPassword,
} from './fund-password';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;

describe('needsFundPassword (spec 01 §3: 1 one hour, 2 every time, 0 never)', () => {
  it.each<[string, FundPasswordFrequencyValue | null, number | null, boolean]>([
    ['every time (2), just entered', 2, NOW - 1, true],
    ['every time (2), never entered', 2, null, true],
    ['never (0), never entered', 0, null, false],
    ['never (0), entered long ago', 0, NOW - 10 * HOUR, false],
    ['one hour (1), never entered', 1, null, true],
    ['one hour (1), entered 59 min 59 s ago', 1, NOW - HOUR + 1000, false],
    ['one hour (1), entered exactly 1 h ago', 1, NOW - HOUR, true],
    ['one hour (1), entered 2 h ago', 1, NOW - 2 * HOUR, true],
    ['one hour (1), a time in the future (clock moved)', 1, NOW + 1000, true],
    ['one hour (1), not a number', 1, Number.NaN, true],
    ['unknown or unset (null), just entered', null, NOW - 1, true],
  ])('%s → %s', (_name, frequency, lastEnteredAt, expected) => {
    expect(needsFundPassword(frequency, lastEnteredAt, NOW)).toBe(expected);
  });

  it('one hour is 3 600 000 ms', () => expect(FUND_PASSWORD_ONE_HOUR_MS).toBe(HOUR));
});

describe('canConfirmFundPassword (spec 01 §5: Confirm disabled until a password is entered)', () => {
  it.each([
    ['', false],
    ['a', true],
    [' ', true],
  ])('%j → %s', (password, expected) => expect(canConfirmFundPassword(password)).toBe(expected));
});

describe('canConfirmFrequencyChange (spec 01 §5: both the fund password and a 2FA code)', () => {
  it.each([
    ['', '', false],
    ['secret', '', false],
    ['', '123456', false],
    ['secret', '   ', false],
    ['secret', '123456', true],
  ])('fundpass %j, totp %j → %s', (fundpass, totp, expected) => expect(canConfirmFrequencyChange({ fundpass, totp })).toBe(expected));
});

describe('acceptsSubmission (spec 01 §5: submission debounced to 1500 ms)', () => {
  it.each<[string, number | null, number, boolean]>([
    ['first press', null, NOW, true],
    ['again after 1 ms', NOW - 1, NOW, false],
    ['again after 1499 ms', NOW - 1499, NOW, false],
    ['again after 1500 ms', NOW - 1500, NOW, true],
    ['clock moved back', NOW + 5000, NOW, true],
  ])('%s → %s', (_name, last, now, expected) => expect(acceptsSubmission(last, now)).toBe(expected));

  it('the window is 1500 ms', () => expect(FUND_PASSWORD_DEBOUNCE_MS).toBe(1500));
});

describe('fundPasswordFormErrors (issue 23 item 1, decision 1906)', () => {
  const base: FundPasswordFormInput = { mode: 'set', current: '', next: 'Vault-2026x', confirm: 'Vault-2026x', code: '123456' };
  it.each<[string, Partial<FundPasswordFormInput>, FundPasswordFormError[]]>([
    ['set: all good', {}, []],
    ['set: the current one is not asked', { current: '' }, []],
    ['change: the current one is missing', { mode: 'change' }, ['current']],
    ['change: all good', { mode: 'change', current: 'fund-pass' }, []],
    ['a weak new one (no digit)', { next: 'abcdefghij', confirm: 'abcdefghij' }, ['next']],
    ['a short new one', { next: 'ab1', confirm: 'ab1' }, ['next']],
    ['a confirmation that differs', { confirm: 'Vault-2026y' }, ['confirm']],
    ['a 5-digit code', { code: '12345' }, ['code']],
    ['a code with letters', { code: '12a456' }, ['code']],
    ['everything empty (change)', { mode: 'change', next: '', confirm: '', code: '' }, ['current', 'next', 'confirm', 'code']],
  ])('%s', (_label, patch, errors) => expect(fundPasswordFormErrors({ ...base, ...patch })).toEqual(errors));
});
