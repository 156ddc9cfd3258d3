import type { SiteKey } from '@exchange/site-config';
import { localePrefix, localizePath, stripLocale } from './locale-path';

describe('localePrefix (empty for the default language)', () => {
  it.each<[SiteKey, string, string]>([
    ['main', 'en', ''],
    ['main', 'zh', '/zh'],
    ['main', 'vn', '/vn'],
    ['main', 'tr', '/tr'],
    ['main', 'en-us', ''],
    ['tr', 'tr', ''],
    ['tr', 'en', '/en'],
    ['us', 'en', ''],
    ['us', 'en-us', '/en-us'],
    ['ae', 'ar-dubai', '/ar-dubai'],
    ['jp', 'ja-jp', '/ja-jp'],
    ['main', 'xx', ''],
  ])('%s, %s → %p', (site, locale, prefix) => {
    expect(localePrefix(site, locale)).toBe(prefix);
  });
});

describe('localizePath', () => {
  it.each<[SiteKey, string, string, string]>([
    ['main', 'en', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['main', 'zh', '/trade/BTC_USDT', '/zh/trade/BTC_USDT'],
    ['main', 'zh', '/', '/zh'],
    ['main', 'en', '/', '/'],
    ['main', 'zh', '/copytrading?mode=futures#top', '/zh/copytrading?mode=futures#top'],
    ['main', 'zh', '/?a=1', '/zh?a=1'],
    ['main', 'ja', '/zh/trade', '/ja/trade'],
    ['main', 'en', '/zh/trade', '/trade'],
    ['main', 'zh', 'fee', '/zh/fee'],
    ['main', 'zh', '', '/zh'],
    ['main', 'zh', 'https://other.example/x', 'https://other.example/x'],
    ['main', 'zh', '//cdn.example/x', '//cdn.example/x'],
    ['main', 'zh', 'mailto:support@example-exchange.test', 'mailto:support@example-exchange.test'],
    ['main', 'zh', '#section', '#section'],
    ['tr', 'tr', '/fee', '/fee'],
    ['tr', 'en', '/fee', '/en/fee'],
    ['us', 'en-us', '/fee', '/en-us/fee'],
  ])('%s, %s, %p → %p', (site, locale, path, expected) => {
    expect(localizePath(site, locale, path)).toBe(expected);
  });
});

describe('stripLocale (removes the locale prefix, query and hash)', () => {
  it.each<[string, SiteKey | undefined, string]>([
    ['/zh/trade/BTC_USDT?tab=isolated_margin#x', undefined, '/trade/BTC_USDT'],
    ['/zh', undefined, '/'],
    ['/zh/', undefined, '/'],
    ['/en-us/login?redirect=/x', undefined, '/login'],
    ['/trade?x=1', undefined, '/trade'],
    ['/zhx/trade', undefined, '/zhx/trade'],
    ['/', undefined, '/'],
    ['', undefined, '/'],
    ['trade', undefined, '/trade'],
    ['https://exchange.example/ja/fee?x#y', undefined, '/fee'],
    ['/en-us/fee', 'main', '/en-us/fee'],
    ['/en-us/fee', 'us', '/fee'],
    ['/tr/fee', 'tr', '/fee'],
    ['/ZH/fee', undefined, '/ZH/fee'],
  ])('%p (site %p) → %p', (path, site, expected) => {
    expect(stripLocale(path, site)).toBe(expected);
  });

  it('never throws on bad input', () => {
    expect(stripLocale(undefined as unknown as string)).toBe('/');
    expect(stripLocale('https://[bad')).toBe('/');
  });
});
