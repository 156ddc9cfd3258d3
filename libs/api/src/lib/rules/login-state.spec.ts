import { isLoggedInFromCookies } from './login-state';

const store = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { value: values[name] ?? '' } : undefined) });

describe('isLoggedInFromCookies (spec 03 §5: both uid and nickname)', () => {
  it.each([
    ['header with both', 'uid=10001; nickname=alice', true],
    ['header with uid only', 'uid=10001', false],
    ['header with nickname only', 'nickname=alice', false],
    ['empty uid', 'uid=; nickname=alice', false],
    ['blank nickname', 'uid=1; nickname=%20', false],
    ['record with both', { uid: '1', nickname: 'a' }, true],
    ['record missing nickname', { uid: '1', nickname: undefined }, false],
    ['cookie store with both', store({ uid: '1', nickname: 'a' }), true],
    ['cookie store with uid only', store({ uid: '1' }), false],
    ['empty header', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s -> %s', (_label, cookies, out) => expect(isLoggedInFromCookies(cookies)).toBe(out));
});
