import type { SiteKey } from '@exchange/site-config';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it.each<[SiteKey, string, string, string, string]>([
    ['main', '/', 'en', '/', ''],
    ['main', '/trade/BTC_USDT', 'en', '/trade/BTC_USDT', ''],
    ['main', '/zh', 'zh', '/', '/zh'],
    ['main', '/zh/', 'zh', '/', '/zh'],
    ['main', '/zh/trade/BTC_USDT', 'zh', '/trade/BTC_USDT', '/zh'],
    ['main', '/ar/fee', 'ar', '/fee', '/ar'],
    ['main', '/nl/fee', 'nl', '/fee', '/nl'],
    ['main', '/en-us/fee', 'en', '/en-us/fee', ''],
    ['main', '/zhx/fee', 'en', '/zhx/fee', ''],
    ['main', '/ZH/fee', 'en', '/ZH/fee', ''],
    ['main', '/trade?x=1#y', 'en', '/trade', ''],
    ['main', 'fee', 'en', '/fee', ''],
    ['tr', '/', 'tr', '/', ''],
    ['tr', '/en/fee', 'en', '/fee', '/en'],
    ['tr', '/zh/fee', 'tr', '/zh/fee', ''],
    ['us', '/en-us/fee', 'en-us', '/fee', '/en-us'],
    ['us', '/fee', 'en', '/fee', ''],
    ['ae', '/ar-dubai', 'ar-dubai', '/', '/ar-dubai'],
    ['jp', '/ja-jp/fee', 'ja-jp', '/fee', '/ja-jp'],
  ])('%s %p → locale %s, path %p, prefix %p', (site, pathname, locale, pathWithoutLocale, prefix) => {
    const result = resolveLocale({ site, pathname });
    expect(result).toEqual({ locale, pathWithoutLocale, prefix });
  });

  it.each<[SiteKey, string, string]>([
    ['main', '/en', '/'],
    ['main', '/en/', '/'],
    ['main', '/en/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['main', '/en/trade/', '/trade/'],
    ['tr', '/tr/fee', '/fee'],
    ['us', '/en/fee', '/fee'],
  ])('%s: the default locale prefix in %p redirects to %p', (site, pathname, redirectTo) => {
    expect(resolveLocale({ site, pathname })).toMatchObject({ redirectTo, pathWithoutLocale: redirectTo, prefix: '' });
  });

  it.each<[SiteKey, string | undefined | null, string | undefined]>([
    ['main', 'zh', undefined],
    ['main', 'nl', undefined],
    ['main', 'en-us', 'en'],
    ['main', 'xx', 'en'],
    ['main', 'ZH', 'en'],
    ['main', undefined, undefined],
    ['main', null, undefined],
    ['main', '', undefined],
    ['tr', 'zh', 'tr'],
    ['tr', 'en', undefined],
    ['tr', 'tr', undefined],
    ['us', 'en-us', undefined],
    ['us', 'zh', 'en'],
    ['ae', 'ar-dubai', undefined],
    ['ae', 'ar', 'en'],
    ['eu', 'it-eu', undefined],
    ['jp', 'ja', 'en'],
  ])('%s: lang cookie %p → reset to %p', (site, langCookie, resetCookie) => {
    expect(resolveLocale({ site, pathname: '/fee', langCookie }).resetCookie).toBe(resetCookie);
  });

  it('the cookie does not change the locale of an unprefixed path', () => {
    expect(resolveLocale({ site: 'main', pathname: '/fee', langCookie: 'zh' }).locale).toBe('en');
  });

  it('never throws on a non-string path', () => {
    expect(resolveLocale({ site: 'main', pathname: undefined as unknown as string })).toEqual({
      locale: 'en',
      pathWithoutLocale: '/',
      prefix: '',
    });
  });
});
