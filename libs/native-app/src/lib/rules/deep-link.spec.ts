import { nativeDeepLink, parseNativeDeepLink, webDeepLink } from './deep-link';

const origin = 'https://www.example-exchange.test';

describe('webDeepLink (spec 03 §1 deep links for the web; §2 language prefix empty for English)', () => {
  it.each<[string, Parameters<typeof webDeepLink>[0], string | null]>([
    ['English has no prefix', { origin, site: 'main', locale: 'en', path: '/trade/BTC_USDT' }, `${origin}/trade/BTC_USDT`],
    ['another locale is prefixed', { origin, site: 'main', locale: 'ar', path: '/price' }, `${origin}/ar/price`],
    [
      'query values are encoded, empty ones dropped',
      { origin: `${origin}/`, site: 'main', locale: 'en', path: '/copytrading', query: { mode: 'futures', x: null, q: 'a b&c' } },
      `${origin}/copytrading?mode=futures&q=a+b%26c`,
    ],
    ['an external URL is refused', { origin, site: 'main', locale: 'en', path: 'https://evil.test/' }, null],
    ['protocol-relative is refused', { origin, site: 'main', locale: 'en', path: '//evil.test/' }, null],
  ])('%s', (_label, input, expected) => expect(webDeepLink(input)).toBe(expected));
});

describe('nativeDeepLink / parseNativeDeepLink (spec 03 §1 deep links for the native apps; decision 1150)', () => {
  it('round-trips a path and query', () => {
    const link = nativeDeepLink('/copytrading/trader/futures/42', { follow: 1 });
    expect(link).toBe('exchangeapp://web?path=%2Fcopytrading%2Ftrader%2Ffutures%2F42%3Ffollow%3D1');
    expect(parseNativeDeepLink(link)).toBe('/copytrading/trader/futures/42?follow=1');
  });

  it.each<[string, string]>([
    ['an external URL', 'https://evil.test'],
    ['protocol-relative', '//evil.test'],
    ['a backslash', '/\\evil.test'],
    ['a control character', '/a\nb'],
  ])('refuses %s', (_label, path) => expect(nativeDeepLink(path)).toBeNull());

  it.each<[string, string | null | undefined]>([
    ['another scheme', 'https://web?path=%2Fprice'],
    ['another host', 'exchangeapp://kyc?path=%2Fprice'],
    ['an external path', 'exchangeapp://web?path=https%3A%2F%2Fevil.test'],
    ['no path', 'exchangeapp://web'],
    ['not a URL', '%%%'],
    ['missing', undefined],
  ])('parses %s as null', (_label, link) => expect(parseNativeDeepLink(link)).toBeNull());
});
