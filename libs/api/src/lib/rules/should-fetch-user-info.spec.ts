import { shouldFetchUserInfo } from './should-fetch-user-info';

describe('shouldFetchUserInfo (spec 01 §7: skipped on 404, signup, auth, login reset/rebind and bind pages)', () => {
  it.each([
    ['/', true],
    ['/trade/BTC_USDT', true],
    ['/myaccount/security', true],
    ['/login', true],
    ['/404', false],
    ['/signup', false],
    ['/signup/', false],
    ['/signup?ref=abc', false],
    ['/auth', false],
    ['/auth/callback', false],
    ['/login/reset', false],
    ['/login/rebind', false],
    ['/login/rebind/email', false],
    ['/bind', false],
    ['/bind/phone', false],
    ['/SIGNUP', false],
    ['signup', false],
    ['/signups', true],
    ['/binding-rewards', true],
    ['', true],
  ])('%j → %s', (path, expected) => expect(shouldFetchUserInfo(path)).toBe(expected));
});
