import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { swrKey } from '../rules/swr-key';
import { prefetchFallback } from './prefetch';
import { createServerExchangeClient } from './server-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = {
  origin: 'http://127.0.0.1:3000',
  cookieHeader: 'uid=10001; nickname=alice; csrftoken=srv-token',
  userAgent: 'Mozilla/5.0 (test)',
  clientIp: '203.0.113.9',
  monitor: createRecordingMonitor().monitor,
};

describe('createServerExchangeClient (spec 03 §7 server-side calls)', () => {
  it('forwards cookie, user agent and client IP with the internal header, to the absolute origin', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('http://127.0.0.1:3000/api/web/v1/usercenter/get_kyc_status', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ code: 0, data: { kyc_status: 1 } });
      }),
    );
    const client = createServerExchangeClient(options);
    expect(await client.call('kycStatus')).toEqual({ kyc_status: 1 });
    expect(headers?.get('cookie')).toContain('uid=10001; nickname=alice');
    expect(headers?.get('user-agent')).toBe('Mozilla/5.0 (test)');
    expect(headers?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers?.get('x-exchange-internal')).toBe('1');
  });

  it('sends the forwarded csrftoken on helper calls', async () => {
    let csrf: string | null = null;
    server.use(
      http.get('http://127.0.0.1:3000/api/web/v1/welfare/newbiePrizePop', ({ request }) => {
        csrf = request.headers.get('csrftoken');
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await createServerExchangeClient(options).call('newbiePrizePop');
    expect(csrf).toBe('srv-token');
  });
});

describe('createServerExchangeClient with a page deadline (decision 0810)', () => {
  it('gives every hanging call its fallback at the deadline and reports each', async () => {
    server.use(http.get('http://127.0.0.1:3000/api/web/v1/usercenter/get_kyc_status', () => new Promise<never>(() => undefined)));
    const recording = createRecordingMonitor();
    const deadline = new AbortController();
    const client = createServerExchangeClient({ ...options, monitor: recording.monitor, deadline: deadline.signal });
    const pending = client.callResult('kycStatus');
    setTimeout(() => deadline.abort(), 50);
    const result = await pending;
    expect(result).toEqual({ ok: false, data: { kyc_status: 0 }, error: expect.objectContaining({ kind: 'timeout' }) });
    expect(recording.sent.map((payload) => payload.name)).toEqual(['api_fallback']);
    expect(await client.callResult('kycStatus')).toEqual(
      expect.objectContaining({ ok: false, error: expect.objectContaining({ kind: 'timeout' }) }),
    );
  });
});

describe('prefetchFallback', () => {
  it('builds the SWR fallback map from real answers only', async () => {
    server.use(
      http.get('http://127.0.0.1:3000/api/web/v1/compliance/check', () => HttpResponse.json({ code: 0, data: { menu: ['futures'] } })),
      http.get('http://127.0.0.1:3000/api/web/v1/kyc/footerTipsCheck/:site', () => HttpResponse.json({ resMsg: { code: 0 }, datas: [] })),
      http.get('http://127.0.0.1:3000/api/web/v1/usercenter/get_info', () => HttpResponse.error()),
    );
    const client = createServerExchangeClient(options);
    const fallback = await prefetchFallback(client, [['complianceCheck'], ['footerTips', { subSiteId: 177 }], ['userInfo']]);
    expect(Object.keys(fallback)).toEqual([swrKey('complianceCheck'), swrKey('footerTips', { subSiteId: 177 })]);
    expect(fallback[swrKey('footerTips', { subSiteId: 177 })]).toEqual([]);
  });
});
