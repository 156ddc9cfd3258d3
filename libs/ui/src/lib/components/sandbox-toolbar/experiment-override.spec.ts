import { experimentOverrideCookie, withoutQuery } from './experiment-override';

const experiment = { cookie: 'exp_new_user_popup', maxAgeSeconds: 15_552_000 };

describe('experimentOverrideCookie (decision 1311: the experiment cookie, 180 days, samesite=lax)', () => {
  it.each<[string, Parameters<typeof experimentOverrideCookie>[0], string, string | null]>([
    ['variant B', experiment, '2', 'exp_new_user_popup=2; Max-Age=15552000; Path=/; SameSite=Lax'],
    ['off', experiment, '0', 'exp_new_user_popup=0; Max-Age=15552000; Path=/; SameSite=Lax'],
    ['a value with a separator is refused', experiment, '1; domain=evil.example', null],
    ['an empty value is refused', experiment, '', null],
    ['a cookie name with spaces is refused', { cookie: 'exp new', maxAgeSeconds: 10 }, '1', null],
    ['a negative lifetime becomes 0', { cookie: 'exp_x', maxAgeSeconds: -5 }, '1', 'exp_x=1; Max-Age=0; Path=/; SameSite=Lax'],
    ['a non-finite lifetime becomes 0', { cookie: 'exp_x', maxAgeSeconds: Number.NaN }, '1', 'exp_x=1; Max-Age=0; Path=/; SameSite=Lax'],
  ])('%s', (_label, input, value, expected) => expect(experimentOverrideCookie(input, value)).toBe(expected));

  it('is Secure on an https page (decision 1710)', () =>
    expect(experimentOverrideCookie(experiment, '1', true)).toBe('exp_new_user_popup=1; Max-Age=15552000; Path=/; SameSite=Lax; Secure'));
});

describe('withoutQuery (the reviewer query would win over the new cookie)', () => {
  it.each<[string, string, string | undefined, string]>([
    ['drops the override, keeps the rest', '/en/trade?exp_new_user_popup=1&pair=BTC', 'exp_new_user_popup', '/en/trade?pair=BTC'],
    ['drops the only parameter', '/?exp_new_user_popup=2', 'exp_new_user_popup', '/'],
    ['keeps the hash', '/a?exp_new_user_popup=2#top', 'exp_new_user_popup', '/a#top'],
    ['no query: unchanged', '/referral', 'exp_new_user_popup', '/referral'],
    ['no query name: unchanged', '/?exp_new_user_popup=2', undefined, '/?exp_new_user_popup=2'],
  ])('%s', (_label, path, name, expected) => expect(withoutQuery(path, name)).toBe(expected));
});
