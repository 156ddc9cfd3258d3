import { CODE_TTL_MS, MAX_CODE_TRIES, checkEmailCode, sixDigits, type IssuedCode } from './email-code';

const T = 1_800_000_000_000;
const issued = (over: Partial<IssuedCode> = {}): IssuedCode => ({
  code: '042917',
  purpose: 'signup',
  issuedAt: T,
  tries: 0,
  used: false,
  ...over,
});

describe('checkEmailCode (issue 23 item 1: codes expire after 10 minutes, are used once)', () => {
  it.each<[string, IssuedCode | null, string, IssuedCode['purpose'], number, ReturnType<typeof checkEmailCode>]>([
    ['the right code at once', issued(), '042917', 'signup', T, 'ok'],
    ['with spaces around', issued(), ' 042917 ', 'signup', T, 'ok'],
    ['one second before expiry', issued(), '042917', 'signup', T + CODE_TTL_MS - 1000, 'ok'],
    ['at 10 minutes', issued(), '042917', 'signup', T + CODE_TTL_MS, 'expired'],
    ['a wrong code', issued(), '042918', 'signup', T, 'wrong'],
    ['a used code', issued({ used: true }), '042917', 'signup', T, 'used'],
    ['after five wrong tries', issued({ tries: MAX_CODE_TRIES }), '042917', 'signup', T, 'too-many'],
    ['a sign-up code used to reset', issued(), '042917', 'reset', T, 'none'],
    ['no code sent', null, '042917', 'signup', T, 'none'],
  ])('%s', (_case, code, entered, purpose, now, expected) => {
    expect(checkEmailCode(code, entered, purpose, now)).toBe(expected);
  });

  it.each([
    [0, '000000'],
    [42, '000042'],
    [4_294_967_295, '967295'],
  ])('sixDigits(%i) = %s', (random, code) => {
    expect(sixDigits(random)).toBe(code);
  });
});
