import type { SiteKey } from '@exchange/site-config';
import { localizeHref } from './localize-href';

const usLoginOrigin = 'https://login.us.exchange.example';

describe('localizeHref (spec 03 §2, decision 0101)', () => {
  it.each<[string, string]>([
    ['/login', 'https://login.us.exchange.example/login'],
    ['/signup', 'https://login.us.exchange.example/signup'],
    ['/signup?ref=abc', 'https://login.us.exchange.example/signup?ref=abc'],
    ['/login/reset', 'https://login.us.exchange.example/login/reset'],
    ['/en-us/login', 'https://login.us.exchange.example/login'],
    ['/fee', '/en-us/fee'],
    ['/', '/en-us'],
    ['/loginx', '/en-us/loginx'],
    ['/myaccount/deposit/USDT?x=1', '/en-us/myaccount/deposit/USDT?x=1'],
    ['/en-us/fee', '/en-us/fee'],
    ['https://help.example/x', 'https://help.example/x'],
  ])('US site: %p → %p', (path, expected) => {
    expect(localizeHref({ site: 'us', locale: 'en', path, usLoginOrigin })).toBe(expected);
  });

  it('US login without a valid US login origin stays under en-us', () => {
    expect(localizeHref({ site: 'us', locale: 'en', path: '/login' })).toBe('/en-us/login');
    expect(localizeHref({ site: 'us', locale: 'en', path: '/login', usLoginOrigin: 'javascript:alert(1)' })).toBe('/en-us/login');
  });

  it.each<[SiteKey, string, string, string]>([
    ['main', 'en', '/login', '/login'],
    ['main', 'zh', '/login', '/zh/login'],
    ['main', 'zh', '/fee', '/zh/fee'],
    ['tr', 'tr', '/signup', '/signup'],
    ['tr', 'en', '/signup', '/en/signup'],
    ['uk', 'en-uk', '/fee', '/en-uk/fee'],
  ])('%s, %s: %p → %p (the login host is only for US)', (site, locale, path, expected) => {
    expect(localizeHref({ site, locale, path, usLoginOrigin })).toBe(expected);
  });
});
