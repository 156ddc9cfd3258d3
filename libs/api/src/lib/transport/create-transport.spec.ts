import { DEADLINE_MESSAGE, createTransport } from './create-transport';
import type { FetchLike, TransportRequest } from './transport-types';

const read = (path: string, extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'GET',
  kind: 'default',
  path,
  reuse: true,
  invalidates: false,
  ...extra,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records its calls and answers with `answer(call index)`. */
const recordingFetch = (answer: (index: number) => Promise<Response> = async () => json({ code: 0, data: {} })) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>((url, init) => {
    calls.push({ url, init });
    return answer(calls.length - 1);
  });
  return { fetch, calls };
};

/** A fetch that never answers but rejects when its signal aborts, like a real fetch. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const headersOf = (init: RequestInit | undefined): Record<string, string> => (init?.headers ?? {}) as Record<string, string>;

describe('createTransport', () => {
  describe('csrf token rotation (decision 0812)', () => {
    const refusal = (retry: boolean) =>
      new Response(JSON.stringify({ code: 403, message: 'Invalid CSRF token', data: null }), {
        status: 403,
        headers: { 'content-type': 'application/json', ...(retry ? { 'x-csrf-retry': '1' } : {}) },
      });
    const post = read('/api/web/v1/orders', { method: 'POST', body: { a: 1 }, reuse: false });

    it.each([
      // [refusals before success, retry header, calls made, ok]
      [1, true, 2, true],
      [2, true, 2, false],
      [1, false, 1, false],
    ] as const)('%i refusal(s), retry header %s: %i call(s), ok %s', async (refusals, retryHeader, callCount, ok) => {
      let cookie = 'csrftoken=v1.old';
      const { fetch, calls } = recordingFetch(async (index) => {
        if (index < refusals) {
          cookie = `csrftoken=v1.fresh${index}`;
          return refusal(retryHeader);
        }
        return json({ code: 0, data: {} });
      });
      const transport = createTransport({ fetch, readCookies: () => cookie });
      const result = await transport.request(post);
      expect(calls).toHaveLength(callCount);
      expect(result.ok).toBe(ok);
      if (callCount === 2) expect(headersOf(calls[1]?.init)['csrftoken']).toBe('v1.fresh0');
    });

    it('never retries server-side calls (they forward a fixed cookie header)', async () => {
      const { fetch, calls } = recordingFetch(async () => refusal(true));
      const transport = createTransport({ fetch, forward: { cookie: 'csrftoken=v1.old' } });
      expect((await transport.request(post)).ok).toBe(false);
      expect(calls).toHaveLength(1);
    });
  });

  describe('request shape', () => {
    it('includes credentials and sends JSON bodies for default calls', async () => {
      const { fetch, calls } = recordingFetch();
      const transport = createTransport({ fetch, baseUrl: 'https://www.example.test', readCookies: () => 'csrftoken=v1.signed' });
      await transport.request(
        read('/api/web/v1/compliance-kyc/user-agreement/status', { method: 'POST', body: { scene: 'user_agreement' } }),
      );
      await transport.request(read('/api/web/v1/site/homeStaticTradeData'));
      expect(calls[0]?.url).toBe('https://www.example.test/api/web/v1/compliance-kyc/user-agreement/status');
      expect(calls[0]?.init.credentials).toBe('include');
      expect(calls[0]?.init.body).toBe('{"scene":"user_agreement"}');
      expect(headersOf(calls[0]?.init)['content-type']).toBe('application/json');
      // A state-changing call echoes the signed csrftoken cookie (decision 0812); a GET does not.
      expect(headersOf(calls[0]?.init)['csrftoken']).toBe('v1.signed');
      expect(headersOf(calls[1]?.init)['csrftoken']).toBeUndefined();
    });

    it('form-encodes helper bodies and sends the csrftoken cookie value', async () => {
      const { fetch, calls } = recordingFetch();
      const transport = createTransport({ fetch, readCookies: () => 'uid=1; csrftoken=tok123' });
      await transport.request({
        method: 'POST',
        kind: 'helper',
        path: '/json_svr/query_safe',
        body: { action: 'tradepassfrequency', frequency: 2, fundpass: 'p w', totp: '123456' },
        reuse: false,
        invalidates: true,
      });
      expect(calls[0]?.url).toBe('/json_svr/query_safe');
      expect(calls[0]?.init.body).toBe('action=tradepassfrequency&frequency=2&fundpass=p+w&totp=123456');
      expect(headersOf(calls[0]?.init)['content-type']).toBe('application/x-www-form-urlencoded');
      expect(headersOf(calls[0]?.init)['csrftoken']).toBe('tok123');
    });

    it('sends csrftoken 1 without the cookie and puts the data prefix before relative helper paths', async () => {
      const { fetch, calls } = recordingFetch();
      const transport = createTransport({ fetch, readCookies: () => '', dataPrefix: '/apiw/v2' });
      await transport.request(read('get_sub_user_type', { kind: 'helper', query: { sub_uid: 42 } }));
      expect(calls[0]?.url).toBe('/apiw/v2/get_sub_user_type?sub_uid=42');
      expect(headersOf(calls[0]?.init)['csrftoken']).toBe('1');
      expect(calls[0]?.init.body).toBeUndefined();
    });

    it('forwards cookie, user agent and client IP and adds internal headers on server-side calls', async () => {
      const { fetch, calls } = recordingFetch();
      const transport = createTransport({
        fetch,
        baseUrl: 'http://127.0.0.1:3000',
        readCookies: () => 'csrftoken=browser',
        forward: {
          cookie: 'uid=1; nickname=a; csrftoken=srv',
          userAgent: 'UA/1',
          clientIp: '203.0.113.9',
          internalHeaders: { 'x-site-id': '0' },
        },
      });
      await transport.request(read('welfare/newbiePrizePop', { kind: 'helper' }));
      expect(headersOf(calls[0]?.init)).toEqual(
        expect.objectContaining({
          cookie: 'uid=1; nickname=a; csrftoken=srv',
          'user-agent': 'UA/1',
          'x-forwarded-for': '203.0.113.9',
          'x-site-id': '0',
          'x-exchange-internal': '1',
          csrftoken: 'srv',
        }),
      );
      expect(calls[0]?.url).toBe('http://127.0.0.1:3000/api/web/v1/welfare/newbiePrizePop');
    });
  });

  describe('timeouts (spec 03 §9: 20000 ms default, 5000 ms helper)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([
      ['default', 20000],
      ['helper', 5000],
    ] as const)('a %s call times out after %i ms', async (kind, ms) => {
      const transport = createTransport({ fetch: hangingFetch, readCookies: () => '' });
      let settled: unknown;
      void transport.request(read('/slow', { kind })).then((result) => {
        settled = result;
      });
      await jest.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ ok: false, url: '/slow', failure: { kind: 'timeout', message: `No answer within ${ms} ms` } });
    });
  });

  describe('a shared deadline (decision 0810: a server page budget)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('ends every call in flight at the deadline, well before its own timeout', async () => {
      const deadline = new AbortController();
      const transport = createTransport({ fetch: hangingFetch, readCookies: () => '', deadline: deadline.signal });
      const settled: unknown[] = [];
      for (const path of ['/a', '/b', '/c']) void transport.request(read(path)).then((result) => settled.push(result));
      await jest.advanceTimersByTimeAsync(2999);
      expect(settled).toHaveLength(0);
      deadline.abort();
      await jest.advanceTimersByTimeAsync(0);
      expect(settled).toHaveLength(3);
      expect(settled[0]).toEqual({ ok: false, url: '/a', failure: { kind: 'timeout', message: DEADLINE_MESSAGE } });
    });

    it('answers at once without a request once the deadline is spent', async () => {
      const { fetch } = recordingFetch();
      const deadline = new AbortController();
      deadline.abort();
      const transport = createTransport({ fetch, deadline: deadline.signal });
      expect(await transport.request(read('/a'))).toEqual({
        ok: false,
        url: '/a',
        failure: { kind: 'timeout', message: DEADLINE_MESSAGE },
      });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('ends a body that drips past the deadline', async () => {
      const deadline = new AbortController();
      const dripping: FetchLike = async (_url, init) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"code":'));
              init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
        );
      const transport = createTransport({ fetch: dripping, deadline: deadline.signal });
      const result = transport.request(read('/a'));
      deadline.abort();
      expect(await result).toEqual({ ok: false, url: '/a', failure: { kind: 'timeout', message: DEADLINE_MESSAGE } });
    });

    it('a call answered before the deadline keeps its data', async () => {
      const deadline = new AbortController();
      const transport = createTransport({ fetch: async () => json({ code: 0, data: 1 }), deadline: deadline.signal });
      const result = await transport.request(read('/a'));
      deadline.abort();
      expect(result).toEqual({ ok: true, url: '/a', status: 200, body: { code: 0, data: 1 } });
    });
  });

  describe("the app proxy's own failures (decision 0811)", () => {
    it.each([
      [502, { code: 502, message: 'Exchange unavailable' }, { kind: 'http', status: 502, message: 'HTTP 502: Exchange unavailable' }],
      [504, { code: 504, message: 'Exchange timed out' }, { kind: 'timeout', status: 504, message: 'HTTP 504: Exchange timed out' }],
      [504, 'gateway timeout', { kind: 'timeout', status: 504, message: 'HTTP 504' }],
      [503, { code: 503, message: 42 }, { kind: 'http', status: 503, message: 'HTTP 503' }],
    ] as const)('HTTP %i %j → %j', async (status, body, failure) => {
      const transport = createTransport({
        fetch: async () => (typeof body === 'string' ? new Response(body, { status }) : json(body, status)),
      });
      expect(await transport.request(read('/a'))).toEqual({ ok: false, url: '/a', failure });
    });
  });

  describe('de-duplication (spec 03 §9: 30000 ms)', () => {
    it('shares one in-flight request between identical requests', async () => {
      let release: (response: Response) => void = () => undefined;
      const { fetch } = recordingFetch(() => new Promise((resolve) => (release = resolve)));
      const transport = createTransport({ fetch });
      const first = transport.request(read('/a'));
      const second = transport.request(read('/a'));
      release(json({ code: 0 }));
      expect(await first).toEqual(await second);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it.each([
      [0, 1],
      [29999, 1],
      [30000, 2],
      [60000, 2],
    ])('a second identical read %i ms later makes %i request(s)', async (later, requests) => {
      let clock = 1_000;
      const { fetch } = recordingFetch();
      const transport = createTransport({ fetch, now: () => clock });
      await transport.request(read('/a'));
      clock += later;
      await transport.request(read('/a'));
      expect(fetch).toHaveBeenCalledTimes(requests);
    });

    it('does not share between different urls, methods or bodies', async () => {
      const { fetch } = recordingFetch();
      const transport = createTransport({ fetch });
      await transport.request(read('/a'));
      await transport.request(read('/a', { query: { x: 1 } }));
      await transport.request(read('/a', { method: 'POST', body: { x: 1 } }));
      await transport.request(read('/a', { method: 'POST', body: { x: 2 } }));
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    it('is keyed per transport instance', async () => {
      const { fetch } = recordingFetch();
      await createTransport({ fetch }).request(read('/a'));
      await createTransport({ fetch }).request(read('/a'));
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('does not reuse a failed answer', async () => {
      const { fetch } = recordingFetch(async (index) => (index === 0 ? json({}, 500) : json({ code: 0 })));
      const transport = createTransport({ fetch });
      expect((await transport.request(read('/a'))).ok).toBe(false);
      expect((await transport.request(read('/a'))).ok).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('does not reuse a settled write, and a write clears settled reads', async () => {
      const { fetch } = recordingFetch();
      const transport = createTransport({ fetch });
      const write = read('/submit', { method: 'POST', body: { scene: 'x' }, reuse: false, invalidates: true });
      await transport.request(read('/status'));
      await transport.request(write);
      await transport.request(write);
      await transport.request(read('/status'));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/status', '/submit', '/submit', '/status']);
    });

    it('a read in flight when a write ends is not shared with reads after it (decision 1970)', async () => {
      // The read left before the write reached the server: its answer may be the state before the write.
      let releaseRead: (response: Response) => void = () => undefined;
      const { fetch } = recordingFetch((index) =>
        index === 0 ? new Promise((resolve) => (releaseRead = resolve)) : Promise.resolve(json({ code: 0, data: { n: index } })),
      );
      const transport = createTransport({ fetch });
      const before = transport.request(read('/balances'));
      await transport.request(read('/order', { method: 'POST', body: { x: 1 }, reuse: false, invalidates: true }));
      const after = transport.request(read('/balances'));
      releaseRead(json({ code: 0, data: { n: 0 } }));
      expect(await before).toMatchObject({ ok: true, body: { data: { n: 0 } } });
      expect(await after).toMatchObject({ ok: true, body: { data: { n: 2 } } });
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/balances', '/order', '/balances']);
    });

    it('a write that may have reached the server (no answer) clears settled reads too', async () => {
      const { fetch } = recordingFetch(async (index) => (index === 1 ? json({}, 502) : json({ code: 0 })));
      const transport = createTransport({ fetch });
      await transport.request(read('/balances'));
      expect((await transport.request(read('/order', { method: 'POST', reuse: false, invalidates: true }))).ok).toBe(false);
      await transport.request(read('/balances'));
      expect(fetch).toHaveBeenCalledTimes(3);
    });

    it('clearCache forgets settled answers', async () => {
      const { fetch } = recordingFetch();
      const transport = createTransport({ fetch });
      await transport.request(read('/a'));
      transport.clearCache();
      await transport.request(read('/a'));
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('failures never throw', () => {
    it.each([
      ['network', async () => Promise.reject(new TypeError('fetch failed')), { kind: 'network', message: 'fetch failed' }],
      ['http 500', async () => json({ code: 500 }, 500), { kind: 'http', status: 500, message: 'HTTP 500' }],
      [
        'malformed json',
        async () => new Response('{"code":0,', { status: 200 }),
        { kind: 'malformed-json', status: 200, message: 'Response is not JSON' },
      ],
      [
        'empty body',
        async () => new Response('', { status: 200 }),
        { kind: 'malformed-json', status: 200, message: 'Response is not JSON' },
      ],
    ])('%s', async (_label, answer, failure) => {
      const transport = createTransport({ fetch: answer });
      expect(await transport.request(read('/a'))).toEqual({ ok: false, url: '/a', failure });
    });
  });
});
