import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { EMPTY_COMPLIANCE } from '../endpoints/compliance';
import { createTransport } from '../transport/create-transport';
import { RetryLaterError } from './errors';
import { createExchangeClient } from './exchange-client';

const ORIGIN = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const setup = () => {
  const recording = createRecordingMonitor();
  const client = createExchangeClient(createTransport({ baseUrl: ORIGIN, monitor: recording.monitor, readCookies: () => 'csrftoken=tok' }));
  return { client, sent: recording.sent };
};

const compliance = {
  menu: ['futures', 7],
  business: { region: 'eu' },
  limit: { is_uk_limit: 1, is_blocked_country: false, limit_country: 'GB' },
  toast: { is_hk_user: '1', kyc_toast: { is_risk_user: true, risk_user_guide_frequency: '12' } },
  tips: { enable: true, path: ['home'], options: { maxCount: 2 }, text_link: [{ key: 'a', link: '/x' }] },
};

describe('createExchangeClient: a default call (compliance check)', () => {
  const url = `${ORIGIN}/api/web/v1/compliance/check`;

  it('returns the parsed data, coerced and defaulted', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 0, message: 'success', data: compliance })));
    const { client, sent } = setup();
    const data = await client.call('complianceCheck');
    expect(data.menu).toEqual(['futures', '7']);
    expect(data.limit.is_uk_limit).toBe(true);
    expect(data.limit.is_nl_limit).toBe(false);
    expect(data.limit.limit_country).toBe('GB');
    expect(data.toast.is_hk_user).toBe(true);
    expect(data.toast.kyc_toast.risk_user_guide_frequency).toBe(12);
    expect(data.tips.options.maxCount).toBe(2);
    expect(data.business).toEqual(expect.objectContaining({ region: 'eu', notice: expect.objectContaining({ content: '' }) }));
    expect(sent).toEqual([]);
  });

  it.each([
    ['network', () => HttpResponse.error(), 'network'],
    ['http 500', () => HttpResponse.json({ code: 500 }, { status: 500 }), 'http'],
    ['malformed json', () => new HttpResponse('{"code":0,"data":', { headers: { 'content-type': 'application/json' } }), 'malformed-json'],
    ['wrong types', () => HttpResponse.json({ code: 0, data: { ...compliance, menu: 42 } }), 'schema'],
    ['data of the wrong type', () => HttpResponse.json({ code: 0, data: 'unexpected' }), 'schema'],
    ['non-zero code', () => HttpResponse.json({ code: 10001, message: 'Busy', data: compliance }), 'code'],
  ] as const)('%s -> the fallback and a monitoring event', async (_label, answer, kind) => {
    server.use(http.get(url, answer));
    const { client, sent } = setup();
    await expect(client.call('complianceCheck')).resolves.toEqual(EMPTY_COMPLIANCE);
    const result = await client.callResult('complianceCheck');
    expect(result.ok).toBe(false);
    expect(result.error?.kind).toBe(kind);
    expect(sent[0]?.name).toBe('api_fallback');
    expect(sent[0]?.data).toEqual(expect.objectContaining({ endpoint: 'complianceCheck', kind }));
  });

  it('reports the server code and message of a non-zero code', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 10001, message: 'Busy', data: null })));
    const { client } = setup();
    expect((await client.callResult('complianceCheck')).error).toEqual({
      endpoint: 'complianceCheck',
      kind: 'code',
      message: 'Busy',
      status: 200,
      code: 10001,
    });
  });

  it('gives each caller its own copy of the fallback', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const { client } = setup();
    const first = await client.call('complianceCheck');
    first.menu.push('mutated');
    expect((await client.call('complianceCheck')).menu).toEqual([]);
  });

  describe('timeout', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('falls back after 20000 ms', async () => {
      server.use(
        http.get(url, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const { client } = setup();
      let result: unknown;
      void client.callResult('complianceCheck').then((value) => {
        result = value;
      });
      await jest.advanceTimersByTimeAsync(19999);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toEqual(
        expect.objectContaining({ ok: false, data: EMPTY_COMPLIANCE, error: expect.objectContaining({ kind: 'timeout' }) }),
      );
    });
  });
});

describe('createExchangeClient: the helper rules', () => {
  const popUrl = `${ORIGIN}/api/web/v1/welfare/newbiePrizePop`;

  it('a helper GET sends the csrftoken header and reads the data', async () => {
    server.use(
      http.get(popUrl, ({ request }) =>
        request.headers.get('csrftoken') === 'tok'
          ? HttpResponse.json({ code: 0, data: { group_A: { num: 20 }, group_B: { num_first: '10', num_second: 5.5 } } })
          : HttpResponse.json({}, { status: 403 }),
      ),
    );
    const { client } = setup();
    expect(await client.call('newbiePrizePop')).toEqual({ group_A: { num: '20' }, group_B: { num_first: '10', num_second: '5.5' } });
  });

  it.each([
    ['network', () => HttpResponse.error()],
    ['http 502', () => new HttpResponse(null, { status: 502 })],
    ['malformed json', () => new HttpResponse('<html>')],
  ])('a helper GET whose request fails (%s) rejects with RetryLaterError', async (_label, answer) => {
    server.use(http.get(popUrl, answer));
    const { client, sent } = setup();
    const error = await client.call('newbiePrizePop').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RetryLaterError);
    expect((error as RetryLaterError).message).toBe('Please try again later');
    expect(sent).toHaveLength(1);
    expect(await client.callResult('newbiePrizePop')).toEqual(expect.objectContaining({ ok: false, data: null }));
  });

  it('a helper GET with a non-zero code gives the fallback (no throw), and callResult keeps the code', async () => {
    server.use(
      http.get(`${ORIGIN}/api/web/v1/get_sub_user_type`, () => HttpResponse.json({ code: 2001, message: 'Not your sub-account' })),
    );
    const { client } = setup();
    expect(await client.call('subUserType', { sub_uid: 42 })).toEqual({ type: 1, sub_type: 0 });
    expect((await client.callResult('subUserType', { sub_uid: 42 })).error).toEqual(
      expect.objectContaining({ kind: 'code', code: 2001, message: 'Not your sub-account' }),
    );
  });

  describe('the fund-password frequency save (helper POST, judged on result)', () => {
    const saveUrl = `${ORIGIN}/json_svr/query_safe`;
    const input = { frequency: 1, fundpass: 'secret', totp: '123456' } as const;

    it('posts the form body with the csrftoken header', async () => {
      let seen: { body: string; type: string | null; csrf: string | null } | undefined;
      server.use(
        http.post(saveUrl, async ({ request }) => {
          seen = { body: await request.text(), type: request.headers.get('content-type'), csrf: request.headers.get('csrftoken') };
          return HttpResponse.json({ result: true, msg: 'Success' });
        }),
      );
      const { client } = setup();
      expect(await client.call('fundPasswordFrequencySave', input)).toEqual({ result: true, msg: 'Success' });
      expect(seen).toEqual({
        body: 'action=tradepassfrequency&frequency=1&fundpass=secret&totp=123456',
        type: 'application/x-www-form-urlencoded',
        csrf: 'tok',
      });
    });

    it('result false gives the fallback and the server message', async () => {
      server.use(http.post(saveUrl, () => HttpResponse.json({ result: false, msg: 'Wrong 2FA code' })));
      const { client } = setup();
      expect(await client.callResult('fundPasswordFrequencySave', input)).toEqual({
        ok: false,
        data: { result: false, msg: '' },
        error: { endpoint: 'fundPasswordFrequencySave', kind: 'code', message: 'Wrong 2FA code', status: 200 },
      });
    });

    it('a failed helper POST is only logged: the fallback, no throw', async () => {
      server.use(http.post(saveUrl, () => HttpResponse.error()));
      const { client, sent } = setup();
      await expect(client.call('fundPasswordFrequencySave', input)).resolves.toEqual({ result: false, msg: '' });
      expect(sent[0]?.data).toEqual(expect.objectContaining({ endpoint: 'fundPasswordFrequencySave', kind: 'network' }));
    });
  });
});

describe('createExchangeClient: per-call rules', () => {
  it('fills path parameters (footer tips by sub-site) and judges resMsg.code', async () => {
    server.use(
      http.get(`${ORIGIN}/api/web/v1/kyc/footerTipsCheck/:subSiteId`, ({ params }) =>
        params['subSiteId'] === '177'
          ? HttpResponse.json({
              resMsg: { code: 0, message: 'ok' },
              datas: [{ content: 'Notice', text_link: [{ key: 'k', link: '/l' }], no_close_button: 1 }],
            })
          : HttpResponse.json({ resMsg: { code: 1, message: 'none' }, datas: [{ content: 'x' }] }),
      ),
    );
    const { client } = setup();
    const tips = await client.call('footerTips', { subSiteId: 177 });
    expect(tips).toHaveLength(1);
    expect(tips[0]).toEqual(expect.objectContaining({ content: 'Notice', no_close_button: true, title: '', type: '' }));
    expect(await client.call('footerTips', { subSiteId: 0 })).toEqual([]);
  });

  it('bad input gives the fallback without a request', async () => {
    const { client, sent } = setup();
    expect(await client.call('footerTips', { subSiteId: -1 })).toEqual([]);
    expect(sent[0]?.data).toEqual(expect.objectContaining({ kind: 'input' }));
  });

  it('adds the fixed query of get-user-plans and sends the input as query', async () => {
    let query = '';
    server.use(
      http.get(`${ORIGIN}/api/web/v1/marketing/get-user-plans`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: 0, data: { card: [{ id: 1, title: 'Alpha', sort: '2' }], currency: 'PEPE' } });
      }),
    );
    const { client } = setup();
    const plans = await client.call('alphaUserPlans', { currency: 'PEPE', device_id: 'd1' });
    expect(query).toBe('?currency=PEPE&device_id=d1&resource_type=5&spread_scene=alpha_place_order_web');
    expect(plans.card[0]).toEqual(expect.objectContaining({ id: '1', sort: 2, img: '' }));
  });

  it('reads user-config data given as a JSON string or an object', async () => {
    const { client } = setup();
    server.use(http.get(`${ORIGIN}/api/web/v1/usercenter/user-config`, () => HttpResponse.json({ code: 0, data: '{"theme":"dark"}' })));
    expect(await client.call('userConfig')).toEqual({ theme: 'dark' });
    client.clearCache();
    server.use(http.get(`${ORIGIN}/api/web/v1/usercenter/user-config`, () => HttpResponse.json({ code: 0, data: { theme: 'light' } })));
    expect(await client.call('userConfig')).toEqual({ theme: 'light' });
    client.clearCache();
    server.use(http.get(`${ORIGIN}/api/web/v1/usercenter/user-config`, () => HttpResponse.json({ code: 0, data: '{not json' })));
    expect(await client.call('userConfig')).toBeNull();
  });

  it.each([
    [0, { code: 0 }],
    [10530135, { code: 10530135 }],
    [10530136, { code: -1 }],
  ])('verify_invite_info code %i -> %j', async (code, out) => {
    server.use(http.get(`${ORIGIN}/api/web/v1/rebate/verify_invite_info`, () => HttpResponse.json({ code, message: 'x', data: null })));
    const { client } = setup();
    expect(await client.call('verifyInvite', { invite_code: 'ABC', ref_type: 1 })).toEqual(out);
  });

  it('takes data.list[0] of the targeted popup plans, with JSON-string extras', async () => {
    server.use(
      http.get(`${ORIGIN}/api/web/v1/marketing/targeted-popup-plan/list`, () =>
        HttpResponse.json({
          code: 0,
          data: { list: [{ plan_id: 9, title: 'VIP', extras: '{"tier":3,"vip_popup_type":"VIP_UPGRADED"}' }] },
        }),
      ),
    );
    const { client } = setup();
    const plan = await client.call('targetedPopupPlan', { position: 'vip_index', resource_type: 5 });
    expect(plan?.plan_id).toBe('9');
    expect(plan?.extras).toEqual(expect.objectContaining({ tier: 3, vip_popup_type: 'VIP_UPGRADED' }));
  });

  it('a write clears the de-duplicated reads (agreement submit, then status again)', async () => {
    let status = 1;
    server.use(
      http.post(`${ORIGIN}/api/web/v1/compliance-kyc/user-agreement/status`, () =>
        HttpResponse.json({ code: 0, data: { status, content: 'Terms' } }),
      ),
      http.post(`${ORIGIN}/api/web/v1/compliance-kyc/user-agreement/submit-status`, () => {
        status = 0;
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    const { client } = setup();
    expect((await client.call('agreementStatus')).status).toBe(1);
    expect(await client.call('agreementSubmit')).toEqual({ submitted: true });
    expect((await client.call('agreementStatus')).status).toBe(0);
  });
});
