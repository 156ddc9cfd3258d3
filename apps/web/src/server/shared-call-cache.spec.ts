/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exchangeFetch } from './exchange-fetch';
import { createPageDeadline } from './page-budget';
import type { RequestContext } from './request-context';
import { serverClient } from './server-client';
import { SHARED_CALL_LIMIT, SHARED_CALL_TTL_MS, SharedCallCache, sharedCallKey } from './shared-call-cache';

const ORIGIN = 'http://exchange.test';

describe('sharedCallKey: only site-wide GETs that say nothing about the visitor', () => {
  it.each([
    ['the header data without cookies', 'GET', '/api/web/v1/site/common-data', '', true],
    ['the footer tips (a path parameter)', 'GET', '/api/web/v1/kyc/footerTipsCheck/3', '', true],
    ['the home statistics with only the csrf token', 'GET', '/api/web/v1/site/homeStaticTradeData', 'csrftoken=abc', true],
    ['a logged-in visitor', 'GET', '/api/web/v1/site/homeStaticTradeData', 'uid=1; nickname=a', false],
    ['a session cookie', 'GET', '/api/web/v1/site/homeStaticTradeData', 'csrftoken=abc; session=s', false],
    ['a sandbox persona', 'GET', '/api/web/v1/site/homeStaticTradeData', 'sandbox_persona=vip', false],
    ['sandbox faults', 'GET', '/api/web/v1/site/homeStaticTradeData', 'sandbox_faults=homeStats:http500', false],
    ['a sandbox session', 'GET', '/api/web/v1/site/homeStaticTradeData', 'sandbox_sid=x', false],
    ['a language cookie', 'GET', '/api/web/v1/site/homeStaticTradeData', 'lang=ar', false],
    ['the compliance check', 'GET', '/api/web/v1/compliance/check', '', false],
    ['live tickers', 'GET', '/api/web/v1/market/tickers?market=spot', '', false],
    ['a write', 'POST', '/api/web/v1/site/homeStaticTradeData', '', false],
    ['a longer path', 'GET', '/api/web/v1/kyc/footerTipsCheck/3/x', '', false],
  ])('%s', (_label, method, path, cookie, shared) => {
    const key = sharedCallKey(method, `${ORIGIN}${path}`, cookie);
    expect(key).toBe(shared ? `${ORIGIN}${path}` : null);
  });

  it('keys by the whole URL: site and locale arguments are part of it', () => {
    expect(sharedCallKey('GET', `${ORIGIN}/api/web/v1/marketing-activity/og_show?url=/en/x`, null)).not.toBe(
      sharedCallKey('GET', `${ORIGIN}/api/web/v1/marketing-activity/og_show?url=/ar/x`, null),
    );
  });

  it('refuses a URL it cannot parse', () => expect(sharedCallKey('GET', 'not a url', '')).toBeNull());
});

describe('SharedCallCache', () => {
  const answer = (body = '{"code":0}', init: ResponseInit = {}) =>
    new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });

  it('keeps a 200 for 30 s and answers copies of it', async () => {
    let now = 1000;
    const cache = new SharedCallCache(() => now);
    expect(await (await cache.put('k', answer('{"a":1}'))).text()).toBe('{"a":1}');
    const hit = cache.get('k');
    expect(hit?.status).toBe(200);
    expect(hit?.headers.get('content-type')).toBe('application/json');
    expect(await hit?.text()).toBe('{"a":1}');
    expect(await cache.get('k')?.text()).toBe('{"a":1}');
    now += SHARED_CALL_TTL_MS - 1;
    expect(cache.get('k')).not.toBeNull();
    now += 1;
    expect(cache.get('k')).toBeNull();
  });

  it('never keeps failures or answers that set cookies', async () => {
    const cache = new SharedCallCache();
    const failed = await cache.put('a', answer('{}', { status: 500 }));
    expect(failed.status).toBe(500);
    await cache.put('b', new Response('{}', { status: 200, headers: { 'set-cookie': 'sandbox_sid=1' } }));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it(`holds at most ${SHARED_CALL_LIMIT} URLs, dropping the oldest`, async () => {
    const cache = new SharedCallCache(Date.now, SHARED_CALL_TTL_MS, 2);
    for (const key of ['a', 'b', 'c']) await cache.put(key, answer());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });
});

describe('exchangeFetch shares site-wide answers between visitors without cookies', () => {
  let server: Server;
  let origin = '';
  const seen: string[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.url ?? ''} ${req.headers.cookie ?? ''}`);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: 'success', data: { n: seen.length } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env['EXCHANGE_API_ORIGIN'] = origin;
  });
  afterAll(async () => {
    delete process.env['EXCHANGE_API_ORIGIN'];
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (seen.length = 0));

  const ctx = (cookieHeader: string): RequestContext =>
    ({ cookieHeader, userAgent: 'jest', clientIp: '203.0.113.9', origin: 'http://app.test' }) as unknown as RequestContext;

  it('asks the exchange once for many cookie-less pages, and every time for a logged-in visitor', async () => {
    for (let i = 0; i < 3; i++) await serverClient(ctx(''), createPageDeadline()).callResult('homeStats');
    expect(seen.filter((line) => line.includes('homeStaticTradeData'))).toHaveLength(1);
    for (let i = 0; i < 2; i++) await serverClient(ctx('uid=1; nickname=a'), createPageDeadline()).callResult('homeStats');
    expect(seen.filter((line) => line.includes('homeStaticTradeData'))).toHaveLength(3);
  });

  it('does not keep a failed answer', async () => {
    status = 500;
    await exchangeFetch(`${origin}/api/web/v1/site/settings`);
    status = 200;
    await exchangeFetch(`${origin}/api/web/v1/site/settings`);
    await exchangeFetch(`${origin}/api/web/v1/site/settings`);
    expect(seen).toHaveLength(2);
  });
});
