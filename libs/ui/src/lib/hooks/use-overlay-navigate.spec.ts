import { overlayDestination, sitePath } from './use-overlay-navigate';

describe('overlayDestination', () => {
  it.each<[string, string, string, ReturnType<typeof overlayDestination>]>([
    ['internal path, default locale', 'en', '/myaccount/tickets', { kind: 'internal', href: '/myaccount/tickets' }],
    ['internal path gets the locale prefix', 'zh', '/myaccount/tickets', { kind: 'internal', href: '/zh/myaccount/tickets' }],
    ['a prefixed path is not prefixed twice', 'zh', '/zh/myaccount/kyc_home', { kind: 'internal', href: '/zh/myaccount/kyc_home' }],
    ['an absolute URL loads as it is', 'en', 'https://www.example.test/help', { kind: 'external', href: 'https://www.example.test/help' }],
    ['empty goes home', 'zh', '  ', { kind: 'internal', href: '/zh' }],
  ])('%s', (_label, locale, to, expected) => expect(overlayDestination('main', locale, to)).toEqual(expected));
});

describe('sitePath', () => {
  it.each<[string | null | undefined, string]>([
    ['/zh/futures/usdt/BTC_USDT', '/futures/usdt/BTC_USDT'],
    ['/futures/usdt/BTC_USDT', '/futures/usdt/BTC_USDT'],
    ['/zh', '/'],
    ['/', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%s → %s', (pathname, expected) => expect(sitePath('main', pathname)).toBe(expected));
});
