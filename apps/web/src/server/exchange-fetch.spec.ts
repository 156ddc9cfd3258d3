/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_CALL_MAX_BYTES, cappedBody, forwardExchangeRequest, forwardedCookies } from './exchange-fetch';
import { createPageDeadline } from './page-budget';
import type { RequestContext } from './request-context';
import { serverClient } from './server-client';

/** A local upstream whose answer per path is set by the test; it records what reached it. */
let server: Server;
let origin = '';
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let openRequests = 0;
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('{}');

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    openRequests += 1;
    res.on('close', () => (openRequests -= 1));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  process.env['EXCHANGE_API_ORIGIN'] = origin;
  process.env['EXCHANGE_PROXY_TIMEOUT_MS'] = '600';
});
afterEach(async () => {
  delete process.env['EXCHANGE_API_ORIGIN'];
  delete process.env['EXCHANGE_PROXY_TIMEOUT_MS'];
  server.closeAllConnections();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

const appRequest = (path: string, init: RequestInit = {}) => new Request(`http://localhost:3000${path}`, init);
const hang = () => undefined;
const waitFor = async (check: () => boolean, ms = 2000) => {
  for (let waited = 0; !check() && waited < ms; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('forwardExchangeRequest towards a failing exchange (decision 0811)', () => {
  it('answers 504 with the exchange envelope when the exchange hangs', async () => {
    answer = hang;
    const started = Date.now();
    const response = await forwardExchangeRequest(appRequest('/api/web/v1/site/homeStaticTradeData'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ code: 504, message: 'The exchange did not answer in time', data: null });
    expect(await waitFor(() => openRequests === 0)).toBe(true);
  });

  it('answers 504 when the exchange drips its body past the timeout', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,');
    };
    const response = await forwardExchangeRequest(appRequest('/api/web/v1/a'));
    expect(response.status).toBe(504);
  });

  it('answers 502 when the exchange resets the connection', async () => {
    answer = (req) => req.socket.destroy();
    const response = await forwardExchangeRequest(appRequest('/api/web/v1/a'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(expect.objectContaining({ code: 502 }));
  });

  it('ends the upstream request when the client goes away', async () => {
    answer = hang;
    process.env['EXCHANGE_PROXY_TIMEOUT_MS'] = '60000';
    const client = new AbortController();
    const pending = forwardExchangeRequest(appRequest('/api/web/v1/a', { signal: client.signal }));
    expect(await waitFor(() => openRequests === 1)).toBe(true);
    client.abort();
    await pending;
    expect(await waitFor(() => openRequests === 0)).toBe(true);
  });

  it('answers 502 for a declared or streamed body over 10 MB', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(11 * 1024 * 1024) });
      res.write('{');
    };
    expect((await forwardExchangeRequest(appRequest('/api/web/v1/a'))).status).toBe(502);
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let i = 0; i < 11; i += 1) res.write(chunk);
      res.end();
    };
    process.env['EXCHANGE_PROXY_TIMEOUT_MS'] = '10000';
    expect((await forwardExchangeRequest(appRequest('/api/web/v1/a'))).status).toBe(502);
  });
});

describe('forwardExchangeRequest: a clean proxy', () => {
  it('refuses traversal, encoded slashes, path parameters and NUL with 400 before anything goes upstream', async () => {
    for (const path of [
      '/api/web/v1/a%2fb',
      '/api/web/v1/..;/admin',
      '/api/web/v1/a%00',
      '/api/web/v1/a;x=1',
      '/api/web/v1/%2e%2e%5cadmin',
    ]) {
      const response = await forwardExchangeRequest(appRequest(path));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(expect.objectContaining({ code: 400 }));
    }
    expect(seen).toEqual([]);
  });

  it('sends only allowed headers and cookies upstream', async () => {
    answer = (_req, res) => res.end('{}');
    await forwardExchangeRequest(
      appRequest('/api/web/v1/a?x=1', {
        headers: {
          cookie: `uid=1; nickname=a; junk=${'j'.repeat(9000)}; theme=dark`,
          'x-nonce': 'n',
          'content-security-policy': 'x',
          'x-exchange-internal': '1',
          'proxy-authorization': 'Basic eA==',
          te: 'trailers',
          'x-forwarded-host': 'evil.example',
          csrftoken: 'tok',
        },
      }),
    );
    const headers = seen[0]?.headers ?? {};
    expect(seen[0]?.url).toBe('/api/web/v1/a?x=1');
    expect(headers['cookie']).toBe('uid=1; nickname=a');
    expect(headers['csrftoken']).toBe('tok');
    for (const name of ['x-nonce', 'content-security-policy', 'x-exchange-internal', 'proxy-authorization', 'te', 'x-forwarded-host']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it("replaces the exchange's cookies, CORS and caching headers", async () => {
    answer = (_req, res) => {
      res.setHeader('set-cookie', ['session=s1; Domain=.evil.example; SameSite=None; Secure; HttpOnly', 'tracker=1']);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('content-type', 'text/html');
      res.end('<script>alert(1)</script>');
    };
    const response = await forwardExchangeRequest(appRequest('/api/web/v1/a'));
    expect(response.headers.getSetCookie()).toEqual(['session=s1; HttpOnly; Path=/; SameSite=Lax']);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store, private');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it.each([
    ['https://evil.example/phish', 502, null],
    ['/api/web/v1/elsewhere', 302, '/api/web/v1/elsewhere'],
  ])('a redirect to %s answers %i', async (location, status, kept) => {
    answer = (_req, res) => {
      res.writeHead(302, { location });
      res.end();
    };
    const response = await forwardExchangeRequest(appRequest('/api/web/v1/a'));
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(kept);
  });
});

describe('the sandbox keeps its cookies', () => {
  it('forwards the sandbox cookies only when no exchange is configured', () => {
    const header = 'sandbox_persona=user-kyc2; uid=1';
    expect(forwardedCookies(header)).toBe('uid=1');
    delete process.env['EXCHANGE_API_ORIGIN'];
    expect(forwardedCookies(header)).toBe('uid=1; sandbox_persona=user-kyc2');
  });
});

describe('serverClient under the page budget (decision 0810)', () => {
  const ctx: RequestContext = {
    nonce: '',
    pathname: '/',
    search: '',
    origin: 'http://localhost:3000',
    theme: 'system',
    cookieHeader: 'uid=1; nickname=a',
    userAgent: 'UA',
    clientIp: '',
  };

  it('gives every hanging call its fallback when the shared deadline is spent', async () => {
    answer = hang;
    const deadline = createPageDeadline(300);
    const client = serverClient(ctx, deadline);
    const started = Date.now();
    const results = await Promise.all([
      client.callResult('homeStats'),
      client.callResult('complianceCheck'),
      client.callResult('kycStatus'),
    ]);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(results.map((result) => result.ok)).toEqual([false, false, false]);
    expect(results.map((result) => result.error?.kind)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(await waitFor(() => openRequests === 0)).toBe(true);
    const later = await client.callResult('kycStatus');
    expect(later.error?.kind).toBe('timeout');
  });

  it('ends calls whose answer drips or sends headers slowly by the deadline, and frees the upstream socket', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,"data":{"x":"');
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('x')), 100);
    };
    const client = serverClient(ctx, createPageDeadline(400));
    const started = Date.now();
    const result = await client.callResult('homeStats');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.error?.kind).toBe('timeout');
    expect(await waitFor(() => openRequests === 0)).toBe(true);
  });

  it('gives the fallback for a page call answer over the 2 MB cap, declared or streamed (issue 26 item 0)', async () => {
    const big = '{"code":0,"data":{"blob":"' + 'a'.repeat(PAGE_CALL_MAX_BYTES) + '"}}';
    answer = (_req, res) => res.end(big);
    const declared = await serverClient(ctx, createPageDeadline(3000)).callResult('homeStats');
    expect(declared.ok).toBe(false);
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(big.slice(0, PAGE_CALL_MAX_BYTES));
      res.end(big.slice(PAGE_CALL_MAX_BYTES));
    };
    const streamed = await serverClient(ctx, createPageDeadline(3000)).callResult('homeStats');
    expect(streamed.ok).toBe(false);
  });
});

describe('cappedBody', () => {
  const streamOf = (chunks: string[], hangAfter = false) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        if (!hangAfter) controller.close();
      },
    });

  it('passes an answer under the cap through', async () => {
    expect(await new Response(cappedBody(streamOf(['ab', 'cd']), 4, undefined)).text()).toBe('abcd');
  });
  it('errors past the cap', async () => {
    await expect(new Response(cappedBody(streamOf(['ab', 'cde']), 4, undefined)).text()).rejects.toThrow('too large');
  });
  it('errors when the signal aborts, even if the source never ends', async () => {
    const controller = new AbortController();
    const reading = new Response(cappedBody(streamOf(['ab'], true), 100, controller.signal)).text();
    setTimeout(() => controller.abort(new Error('budget spent')), 50);
    await expect(reading).rejects.toThrow('budget spent');
  });
});
