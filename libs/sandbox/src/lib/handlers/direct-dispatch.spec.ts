import { ENDPOINT_NAMES, createExchangeClient, createTransport, type EndpointName, type FetchLike } from '@exchange/api';
import { SAMPLE_INPUTS } from '@exchange/api/testing';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { getResponse } from 'msw';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { resetSandboxState } from '../state/session-state';
import { createSandboxHandlers, sandboxHandlers } from './create-handlers';
import { createSandboxDispatch } from './direct-dispatch';

afterEach(() => resetSandboxState());

/** The request the api client sends for one declared call (with its sample input), to replay it. */
const requestFor = async (name: EndpointName, cookie: string): Promise<() => Request> => {
  let captured: { url: string; init: RequestInit } | undefined;
  const capture: FetchLike = async (url, init) => {
    captured = { url, init: { ...init, signal: undefined } };
    return Response.json({ code: 0, data: null });
  };
  const client = createExchangeClient(
    createTransport({ baseUrl: 'http://localhost', fetch: capture, forward: { cookie }, monitor: createRecordingMonitor().monitor }),
  );
  const callResult = client.callResult as (name: EndpointName, input?: unknown) => ReturnType<typeof client.callResult>;
  await callResult(name, SAMPLE_INPUTS[name]);
  if (captured === undefined) throw new Error(`${name} sent no request`);
  const { url, init } = captured;
  return () => new Request(url, init);
};

/** An answer as data; order ids come from a running counter, so they are masked. */
const snapshot = async (response: Response | undefined) =>
  response === undefined
    ? undefined
    : {
        type: response.type,
        status: response.status,
        // Issue 23: session ids and TOTP secrets are random per answer.
        headers: [...response.headers].map(([name, value]) => [
          name,
          value.replace(/sandbox_session=[0-9a-f-]{36}/, 'sandbox_session=<id>'),
        ]),
        body: (await response.text())
          .replace(/"id":"\d+"/g, '"id":"<order>"')
          .replace(/[A-Z2-7]{32}/g, '<secret>')
          // A WebAuthn challenge is random per call (issue 23 item 4).
          .replace(/"challenge":"[A-Za-z0-9_-]+"/g, '"challenge":"<challenge>"'),
      };

/** The same request answered by msw's getResponse and by the direct dispatch, from the same starting state. */
/**
 * msw keeps a cookie jar across requests, as a browser does: a session cookie that an answer set (log-in, sign-up)
 * would ride along with every later msw request, and not with the direct ones. A log-out through msw after each msw
 * call clears the session, uid and nickname cookies from the jar, as a fresh browser would have none.
 */
const clearMswCookieJar = async () => {
  resetSandboxState();
  await getResponse(sandboxHandlers, (await requestFor('logout', ''))());
};

const both = async (request: () => Request, handlers = sandboxHandlers, dispatch = createSandboxDispatch(sandboxHandlers)) => {
  await clearMswCookieJar();
  resetSandboxState();
  const viaMsw = await snapshot(await getResponse(handlers, request()));
  await clearMswCookieJar();
  resetSandboxState();
  const direct = await snapshot(await dispatch(request()));
  return { viaMsw, direct };
};

// A fixed sid and clock, so writes do not mint a random sid and time-based answers do not move between the two.
const FIXED = 'sandbox_sid=direct-spec; sandbox_clock=1767225600000';

describe('createSandboxDispatch answers exactly as msw does', () => {
  it.each(ENDPOINT_NAMES)('%s (a logged-in persona)', async (name) => {
    const { viaMsw, direct } = await both(await requestFor(name, `${personaCookieHeader('user-kyc2')}; ${FIXED}`));
    expect(direct).toBeDefined();
    expect(direct).toEqual(viaMsw);
  });

  it.each(['headerCommonData', 'footerTips', 'complianceCheck', 'userInfo'] as const)('%s (a visitor without cookies)', async (name) => {
    const { viaMsw, direct } = await both(await requestFor(name, ''));
    expect(direct).toEqual(viaMsw);
  });

  it.each(['network', 'http500', 'malformed-json', 'wrong-types', 'nonzero-code'])('the %s fault of the cookie', async (fault) => {
    const { viaMsw, direct } = await both(await requestFor('headerCommonData', `sandbox_faults=headerCommonData:${fault}; ${FIXED}`));
    expect(direct).toEqual(viaMsw);
    expect(direct?.status === 200 && direct.type !== 'error').toBe(
      fault === 'wrong-types' || fault === 'malformed-json' || fault === 'nonzero-code',
    );
  });

  it('a pinned persona and faults (Storybook, tests)', async () => {
    const options = { persona: 'vip', faults: { kycStatus: 'http500' } } as const;
    const handlers = createSandboxHandlers(options);
    const dispatch = createSandboxDispatch(handlers, options);
    const tier = await both(await requestFor('vipTier', FIXED), handlers, dispatch);
    expect(tier.direct).toEqual(tier.viaMsw);
    const kyc = await both(await requestFor('kycStatus', FIXED), handlers, dispatch);
    expect(kyc.direct?.status).toBe(500);
    expect(kyc.direct).toEqual(kyc.viaMsw);
  });

  it('path parameters, other origins, a trailing slash and upper-case paths match as in msw', async () => {
    for (const url of [
      'http://localhost/api/web/v1/kyc/footerTipsCheck/3',
      'https://www.example.test/api/web/v1/kyc/footerTipsCheck/%E2%9C%93',
      'http://localhost/api/web/v1/kyc/footerTipsCheck/3/',
      'http://localhost/API/WEB/V1/KYC/footerTipsCheck/3',
      'http://localhost/prefix/api/web/v1/kyc/footerTipsCheck/3',
    ]) {
      const { viaMsw, direct } = await both(() => new Request(url, { headers: { cookie: FIXED } }));
      expect(direct).toEqual(viaMsw);
    }
  });

  it('leaves undeclared paths, other methods and malformed escapes to msw', async () => {
    for (const request of [
      () => new Request('http://localhost/api/web/v1/not-declared'),
      () => new Request('http://localhost/api/web/v1/kyc/footerTipsCheck/3', { method: 'DELETE' }),
      () => new Request('http://localhost/api/web/v1/kyc/footerTipsCheck/%E0%A4%A'),
    ]) {
      const msw = await getResponse(sandboxHandlers, request()).then(snapshot, (error: unknown) => ({ threw: String(error) }));
      const direct = await createSandboxDispatch(sandboxHandlers)(request()).then(snapshot, (error: unknown) => ({ threw: String(error) }));
      expect(direct).toEqual(msw);
    }
  });
});
