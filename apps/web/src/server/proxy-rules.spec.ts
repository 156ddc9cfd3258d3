import {
  API_CACHE_CONTROL,
  COOKIE_HEADER_CAP,
  EXCHANGE_COOKIES,
  PROXY_TIMEOUT_MS,
  checkProxyPath,
  clientResponseHeaders,
  connectionListed,
  declaredTooLarge,
  extraCookieNames,
  forwardedCookieHeader,
  proxyTimeoutMs,
  rewriteRedirect,
  rewriteSetCookie,
  upstreamRequestHeaders,
} from './proxy-rules';

describe('upstreamRequestHeaders (decision 0811)', () => {
  it.each([
    [
      'keeps what the exchange reads',
      { accept: 'application/json', 'content-type': 'application/json', csrftoken: 't' },
      null,
      ['accept', 'content-type', 'csrftoken'],
    ],
    [
      'drops hop-by-hop headers',
      {
        connection: 'close',
        'keep-alive': '5',
        te: 'trailers',
        trailer: 'x',
        'transfer-encoding': 'chunked',
        upgrade: 'h2c',
        'proxy-authorization': 'Basic x',
        'proxy-authenticate': 'x',
        accept: '*/*',
      },
      'close',
      ['accept'],
    ],
    [
      'drops headers the Connection header names',
      { 'x-secret': '1', 'x-other': '2', accept: '*/*' },
      'keep-alive, X-Secret',
      ['x-other', 'accept'],
    ],
    [
      "drops the app's own request headers",
      {
        'x-nonce': 'n',
        'x-site': 'main',
        'x-locale': 'en',
        'x-pathname': '/',
        'x-search': '',
        'x-origin': 'https://a',
        'content-security-policy': "default-src 'self'",
        accept: '*/*',
      },
      null,
      ['accept'],
    ],
    [
      'drops what could impersonate the app or another client',
      {
        'x-exchange-internal': '1',
        'x-exchange-anything': '1',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '1.2.3.4',
        forwarded: 'for=1.2.3.4',
        'x-site-id': '0',
        via: '1.1 x',
      },
      null,
      [],
    ],
    [
      "drops Next's internal headers",
      { 'x-middleware-subrequest': 'a', 'next-router-state-tree': 'x', 'x-nextjs-data': '1', 'x-invoke-path': '/' },
      null,
      [],
    ],
    [
      'drops host, length, encoding and the raw cookie (sent filtered)',
      { host: 'a', 'content-length': '3', 'accept-encoding': 'br', cookie: 'uid=1' },
      null,
      [],
    ],
  ])('%s', (_label, headers, connection, kept) => {
    expect(Object.keys(upstreamRequestHeaders(Object.entries(headers), connection))).toEqual(kept);
  });

  it.each([
    [null, []],
    ['close', ['close']],
    [' Keep-Alive , X-A,, bad name ', ['keep-alive', 'x-a']],
  ])('connectionListed(%j) → %j', (value, names) => expect(connectionListed(value)).toEqual(names));
});

describe('forwardedCookieHeader (allow-list and 4096-byte cap)', () => {
  const junk = 'j'.repeat(9000);
  it.each([
    ['no cookies', '', ''],
    ['only allow-listed names, in allow-list order', 'ga=1; nickname=alice; tracker=x; uid=10001', 'uid=10001; nickname=alice'],
    ['an oversize allow-listed value is dropped, the rest still go', `uid=1; session=${junk}; nickname=a`, 'uid=1; nickname=a'],
    ['a 9 KB junk cookie is not forwarded at all', `junk=${junk}; uid=1; nickname=a`, 'uid=1; nickname=a'],
    ['the first occurrence of a name wins', 'uid=1; uid=2', 'uid=1'],
    ['values a cookie cannot hold are dropped', 'uid=a"b; nickname=ok; lang=x\\y', 'nickname=ok'],
    ['pairs without a name or value separator are ignored', '=x; uid; nickname=a', 'nickname=a'],
  ])('%s', (_label, header, expected) => expect(forwardedCookieHeader(header, EXCHANGE_COOKIES)).toBe(expected));

  it('never exceeds the cap', () => {
    const header = EXCHANGE_COOKIES.map((name) => `${name}=${'v'.repeat(600)}`).join('; ');
    const out = forwardedCookieHeader(header, EXCHANGE_COOKIES);
    expect(out.length).toBeLessThanOrEqual(COOKIE_HEADER_CAP);
    expect(out.startsWith('session=')).toBe(true);
  });

  it.each([
    [undefined, []],
    ['sid, my.session ,bad name,', ['sid', 'my.session']],
  ])('extraCookieNames(%j) → %j', (raw, names) => expect(extraCookieNames(raw)).toEqual(names));
});

describe('checkProxyPath', () => {
  it.each([
    ['/api/web/v1/site/homeStaticTradeData', true],
    ['/api/web/v1/kyc/footerTipsCheck/177', true],
    ['/static/json/common-config.json', true],
    ['/api/web/v1/name%20with%20space', true],
    ['/api/web/v1/a%2fb', false],
    ['/api/web/v1/a%2Fb', false],
    ['/api/web/v1/a%5cb', false],
    ['/api/web/v1/a\\b', false],
    ['/api/web/v1/..;/admin', false],
    ['/api/web/v1/a;jsessionid=1', false],
    ['/api/web/v1/a%3bb', false],
    ['/api/web/v1/../admin', false],
    ['/api/web/v1/%2e%2e/admin', false],
    ['/api/web/v1/./x', false],
    ['/api/web/v1//x', false],
    ['/api/web/v1/a%00', false],
    ['/api/web/v1/a%0d%0aX-Injected:1', false],
    ['/api/web/v1/a%7f', false],
    ['/api/web/v1/a%252fb', false],
    ['/api/web/v1/a%zz', false],
    ['/api/web/v1/a%', false],
    ['relative', false],
    [`/api/${'a'.repeat(3000)}`, false],
  ])('%s → %s', (path, ok) => expect(checkProxyPath(path).ok).toBe(ok));
});

describe('clientResponseHeaders', () => {
  const upstream: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['access-control-allow-origin', '*'],
    ['access-control-allow-credentials', 'true'],
    ['cache-control', 'public, max-age=31536000'],
    ['expires', 'Thu, 01 Jan 2099 00:00:00 GMT'],
    ['set-cookie', 'session=x; Domain=exchange.example'],
    ['location', 'https://evil.example/'],
    ['connection', 'keep-alive, x-hop'],
    ['x-hop', '1'],
    ['keep-alive', 'timeout=5'],
    ['transfer-encoding', 'chunked'],
    ['content-encoding', 'gzip'],
    ['content-length', '10'],
    ['strict-transport-security', 'max-age=0'],
    ['x-request-id', 'abc'],
  ];

  it('keeps only harmless headers and sets the app caching', () => {
    const out = clientResponseHeaders(upstream, 'keep-alive, x-hop');
    expect(Object.fromEntries(out.entries())).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': API_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'x-request-id': 'abc',
    });
  });

  it.each([
    ['application/json', 'application/json'],
    ['application/problem+json', 'application/problem+json'],
    ['text/plain; charset=utf-8', 'text/plain; charset=utf-8'],
    ['text/event-stream', 'text/event-stream'],
    ['text/html', 'text/plain; charset=utf-8'],
    ['image/svg+xml', 'text/plain; charset=utf-8'],
    ['application/javascript', 'text/plain; charset=utf-8'],
  ])('content type %s → %s', (type, expected) => {
    expect(clientResponseHeaders([['content-type', type]], null).get('content-type')).toBe(expected);
  });
});

describe('rewriteSetCookie (host-only, SameSite Lax, Secure on https)', () => {
  const allow = EXCHANGE_COOKIES;
  it.each([
    [
      'session=abc; Domain=.exchange.example; Path=/; HttpOnly; SameSite=None; Secure',
      true,
      'session=abc; HttpOnly; Path=/; SameSite=Lax; Secure',
    ],
    ['uid=1; Max-Age=3600; Path=/api', false, 'uid=1; Max-Age=3600; Path=/api; SameSite=Lax'],
    ['csrftoken=t; SameSite=Strict', true, 'csrftoken=t; Path=/; SameSite=Strict; Secure'],
    ['lang=en; Expires=Thu, 01 Jan 2099 00:00:00 GMT', false, 'lang=en; Expires=Thu, 01 Jan 2099 00:00:00 GMT; Path=/; SameSite=Lax'],
    ['tracker=1; Path=/', true, null],
    ['uid=1"x', true, null],
    ['=1', true, null],
    [`session=${'x'.repeat(5000)}`, true, null],
    ['uid=1; Path=javascript:x; Max-Age=abc', false, 'uid=1; Path=/; SameSite=Lax'],
  ])('%s (secure %s) → %s', (raw, secure, expected) => expect(rewriteSetCookie(raw, allow, secure)).toBe(expected));
});

describe('rewriteRedirect', () => {
  const allowed = ['https://api.exchange.example', 'https://www.app.example'];
  const from = 'https://api.exchange.example/api/web/v1/a';
  it.each([
    ['/api/web/v1/b?x=1', { ok: true, location: '/api/web/v1/b?x=1' }],
    ['b', { ok: true, location: '/api/web/v1/b' }],
    ['https://api.exchange.example/login', { ok: true, location: '/login' }],
    ['https://www.app.example/en/trade', { ok: true, location: '/en/trade' }],
    ['https://evil.example/', { ok: false }],
    ['//evil.example/x', { ok: false }],
    ['javascript:alert(1)', { ok: false }],
    ['http://api.exchange.example/downgrade', { ok: false }],
    ['https://api.exchange.example/a%2fb', { ok: false }],
    ['', { ok: false }],
    [null, { ok: false }],
  ])('%s → %j', (location, verdict) => expect(rewriteRedirect(location, from, allowed)).toEqual(verdict));
});

describe('sizes and timeouts', () => {
  it.each([
    [null, false],
    ['10', false],
    [String(10 * 1024 * 1024), false],
    [String(10 * 1024 * 1024 + 1), true],
    ['abc', false],
  ])('declaredTooLarge(%j) → %s', (length, tooLarge) => expect(declaredTooLarge(length)).toBe(tooLarge));

  it.each([
    [undefined, PROXY_TIMEOUT_MS],
    ['', PROXY_TIMEOUT_MS],
    ['2000', 2000],
    ['499', PROXY_TIMEOUT_MS],
    ['60001', PROXY_TIMEOUT_MS],
    ['1e3', PROXY_TIMEOUT_MS],
  ])('proxyTimeoutMs(%j) → %i', (raw, ms) => expect(proxyTimeoutMs(raw)).toBe(ms));
});
