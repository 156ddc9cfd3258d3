import { hasMalformedPercentEncoding, internalPagePath, isPassthroughPath, isSandboxPath } from './routing';

describe('isPassthroughPath', () => {
  it.each([
    ['/api/web/v1/compliance/check', true],
    ['/apiweb/v1/user/get_user_frequency', true],
    ['/json_svr/query_safe', true],
    ['/_sandbox/persona/visitor', true],
    ['/_next/static/chunks/a.js', true],
    ['/theme-init.js', true],
    ['/robots.txt', true],
    ['/', false],
    ['/zh/trade/BTC_USDT', false],
    ['/myaccount/deposit/USDT', false],
    ['/apis', false],
  ])('%s → %s', (path, expected) => expect(isPassthroughPath(path)).toBe(expected));
});

describe('isSandboxPath', () => {
  it.each([
    ['/_sandbox', true],
    ['/_sandbox/fault/x/off', true],
    ['/_sandboxes', false],
    ['/api/_sandbox', false],
  ])('%s → %s', (path, expected) => expect(isSandboxPath(path)).toBe(expected));
});

describe('internalPagePath', () => {
  it.each([
    ['main', 'en', '/', '/main/en'],
    ['tr', 'tr', '/login', '/tr/tr/login'],
    ['main', 'zh', '/trade/BTC_USDT', '/main/zh/trade/BTC_USDT'],
  ])('%s %s %s', (site, locale, path, expected) => expect(internalPagePath(site, locale, path)).toBe(expected));
});

describe('hasMalformedPercentEncoding', () => {
  it.each([
    ['/', false],
    ['/trade/BTC_USDT', false],
    ['/a%20b', false],
    ['/%E4%BD%A0', false],
    ['/api/%2f', false],
    ['/%', true],
    ['/%zz', true],
    ['/a%2', true],
    ['/%E4%BD', true],
    ['/%C0%AF', true],
    ['/_sandbox/persona/%ff', true],
  ])('%s → %s', (path, expected) => expect(hasMalformedPercentEncoding(path)).toBe(expected));
});
