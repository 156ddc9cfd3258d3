import { internalPagePath, isPassthroughPath, requestOrigin } from './routing';

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

describe('internalPagePath', () => {
  it.each([
    ['main', 'en', '/', '/main/en'],
    ['tr', 'tr', '/login', '/tr/tr/login'],
    ['main', 'zh', '/trade/BTC_USDT', '/main/zh/trade/BTC_USDT'],
  ])('%s %s %s', (site, locale, path, expected) => expect(internalPagePath(site, locale, path)).toBe(expected));
});

describe('requestOrigin', () => {
  const fallback = 'http://localhost:3000';
  it.each([
    ['us.localhost:3000', null, 'http://us.localhost:3000'],
    ['US.Localhost:3000', null, 'http://us.localhost:3000'],
    ['exchange.example', 'https', 'https://exchange.example'],
    ['exchange.example', 'https, http', 'https://exchange.example'],
    ['exchange.example', 'gopher', 'http://exchange.example'],
    [null, null, 'http://localhost:3000'],
    ['evil.example/path', null, 'http://localhost:3000'],
    ['evil.example@x', null, 'http://localhost:3000'],
    ['', null, 'http://localhost:3000'],
  ])('host %s, proto %s → %s', (host, proto, expected) => expect(requestOrigin({ host, forwardedProto: proto, fallback })).toBe(expected));
});
