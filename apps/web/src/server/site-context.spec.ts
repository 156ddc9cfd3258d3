import { BTC_PERP, BTC_SPOT } from '@exchange/chart/testing';
import { publishListedSymbols } from './listed-symbols-cache';
import type { RequestContext } from './request-context';
import { NOT_FOUND_PATH, buildSiteContext, isNotFoundViewPath } from './site-context';

const request = (overrides: Partial<RequestContext> = {}): RequestContext => ({
  nonce: 'n',
  pathname: '/trade/BTC_USDT',
  search: '?a=1',
  origin: 'https://www.example-exchange.test',
  theme: 'dark',
  cookieHeader: '',
  userAgent: 'Mozilla/5.0',
  clientIp: '203.0.113.9',
  ...overrides,
});

describe('buildSiteContext (the one SiteContext of a request, decision 0800)', () => {
  it.each([
    ['a visitor', '', { isLoggedIn: false, uid: null, nickname: null }],
    ['a user', 'uid=42; nickname=Ali%20B', { isLoggedIn: true, uid: '42', nickname: 'Ali B' }],
    ['a user with a malformed nickname escape', 'uid=42; nickname=%E0%A4%A', { isLoggedIn: true, uid: '42', nickname: '%E0%A4%A' }],
    ['a visitor with only a nickname cookie', 'nickname=x', { isLoggedIn: false, uid: null, nickname: null }],
  ])('%s', (_label, cookieHeader, user) => {
    const context = buildSiteContext('main', 'en', request({ cookieHeader }));
    expect(context.user).toEqual(user);
  });

  it('carries the path, query, theme, every site origin and the in-app webview flag', () => {
    const context = buildSiteContext('tr', 'tr', request({ userAgent: 'Mozilla/5.0 ExchangeApp/7.1.0' }));
    expect(context).toMatchObject({
      site: 'tr',
      locale: 'tr',
      theme: 'dark',
      pathname: '/trade/BTC_USDT',
      search: '?a=1',
      inAppWebview: true,
    });
    expect(Object.keys(context.siteOrigins).sort()).toEqual(expect.arrayContaining(['main', 'tr', 'us']));
  });

  it.each<[string, Partial<RequestContext>, { platform: string; build: number | null } | null, boolean]>([
    [
      'an old iOS build by user agent',
      { userAgent: 'Mozilla/5.0 (iPhone) ExchangeApp/202306151100' },
      { platform: 'ios', build: 202306151100 },
      true,
    ],
    [
      'the native shell’s cookie (decision 1150)',
      { cookieHeader: 'exchange_app=android-658020' },
      { platform: 'android', build: 658020 },
      true,
    ],
    ['a hostile cookie is the web', { cookieHeader: 'exchange_app=%E0%A4%A' }, null, false],
    ['a browser', {}, null, false],
  ])('knows the native app: %s', (_label, overrides, nativeApp, inApp) => {
    const context = buildSiteContext('main', 'en', request(overrides));
    expect(context.nativeApp).toEqual(nativeApp);
    expect(context.inAppWebview).toBe(inApp);
  });

  it.each([
    ['a page keeps its path', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['the signup page keeps its path', '/signup', '/signup'],
    ['an unknown path is the 404 view (issue 23 item 7)', '/no-such-page', NOT_FOUND_PATH],
    ['a malformed trade path is the 404 view', '/trade/NOPE', NOT_FOUND_PATH],
  ])('pathname: %s', (_label, pathname, expected) => {
    expect(buildSiteContext('main', 'en', request({ pathname })).pathname).toBe(expected);
  });

  // Spec 01 §7's "404" as the layers and the server prefetch see it (decision 1952): the 404 view of a well-formed
  // but unlisted pair too, once the trade pages have published their list (the proxy answers those 404 the same way).
  describe('with the listed pairs published', () => {
    beforeAll(() => {
      publishListedSymbols('spot', [BTC_SPOT]);
      publishListedSymbols('futures', [BTC_PERP]);
    });

    it.each([
      ['a listed pair keeps its path', '/trade/BTC_USDT', '/trade/BTC_USDT', false],
      ['an unlisted pair is the 404 view', '/trade/NOPE_USDT', NOT_FOUND_PATH, true],
      ['an unlisted contract is the 404 view', '/futures/usdt/NOPE_USDT', NOT_FOUND_PATH, true],
      ['an unknown path is the 404 view', '/bind', NOT_FOUND_PATH, true],
      ['the signup page keeps its path (the rule skips it by name)', '/signup', '/signup', false],
    ])('%s', (_label, pathname, expected, notFound) => {
      expect(buildSiteContext('main', 'en', request({ pathname })).pathname).toBe(expected);
      expect(isNotFoundViewPath(pathname)).toBe(notFound);
    });
  });
});
