import { ENDPOINTS, ENDPOINT_NAMES, RetryLaterError, createExchangeClient, createTransport, type EndpointName } from '@exchange/api';
import { SAMPLE_INPUTS } from '@exchange/api/testing';
import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { personaCookieHeader } from '../../testing/persona-cookies';
import { createSandboxFetch, handleSandboxRequest } from '../handle-request';
import { FAULT_KINDS, type FaultKind } from '../rules/fault-cookie';

/** A client whose browser has set `kind` on `name` through /_sandbox/fault (the cookie it got back). */
const clientWithFault = (name: EndpointName, kind: FaultKind) => {
  const cookie = `${personaCookieHeader('user-kyc2')}; sandbox_faults=${encodeURIComponent(`${name}:${kind}`)}`;
  const client = createExchangeClient(
    createTransport({ baseUrl: 'http://localhost', fetch: createSandboxFetch({ cookie }), monitor: createRecordingMonitor().monitor }),
  );
  return client.callResult as (name: EndpointName, input?: unknown) => ReturnType<typeof client.callResult>;
};

describe('each fault kind gives the api fallback', () => {
  const instant = FAULT_KINDS.filter((kind) => kind !== 'timeout');
  const cases = ENDPOINT_NAMES.flatMap((name) => instant.map((kind) => [name, kind] as const));

  it.each(cases)('%s with %s', async (name, kind) => {
    const result = await clientWithFault(name, kind)(name, SAMPLE_INPUTS[name]);
    expect(result.ok).toBe(false);
    expect(result.data).toEqual(ENDPOINTS[name].fallback);
  });

  describe('timeout', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it.each([
      ['complianceCheck', 20000],
      ['fundPasswordFrequencySave', 5000],
    ] as const)('%s hangs past its %i ms timeout and falls back', async (name, ms) => {
      let result: unknown;
      void clientWithFault(name, 'timeout')(name, SAMPLE_INPUTS[name]).then((value) => {
        result = value;
      });
      await jest.advanceTimersByTimeAsync(ms - 1);
      expect(result).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toEqual(
        expect.objectContaining({ ok: false, data: ENDPOINTS[name].fallback, error: expect.objectContaining({ kind: 'timeout' }) }),
      );
      await jest.advanceTimersByTimeAsync(25000);
    });
  });

  it('a network fault on a helper GET rejects call() with RetryLaterError', async () => {
    const cookie = `${personaCookieHeader('visitor')}; sandbox_faults=newbiePrizePop%3Anetwork`;
    const client = createExchangeClient(
      createTransport({ baseUrl: 'http://localhost', fetch: createSandboxFetch({ cookie }), monitor: createRecordingMonitor().monitor }),
    );
    await expect(client.call('newbiePrizePop')).rejects.toBeInstanceOf(RetryLaterError);
  });

  it('in-process server-side calls that forward the cookie header see the fault', async () => {
    const client = createExchangeClient(
      createTransport({
        baseUrl: 'http://localhost',
        fetch: createSandboxFetch(),
        forward: { cookie: `${personaCookieHeader('blocked-country')}; sandbox_faults=complianceCheck%3Ahttp500` },
        monitor: createRecordingMonitor().monitor,
      }),
    );
    expect((await client.callResult('complianceCheck')).error?.kind).toBe('http');
  });

  it('through the route handler, a network fault answers 503 (a route cannot drop the connection)', async () => {
    const response = await handleSandboxRequest(
      new Request('http://localhost/api/web/v1/compliance/check', { headers: { cookie: 'sandbox_faults=complianceCheck%3Anetwork' } }),
    );
    expect(response?.status).toBe(503);
    expect(response?.headers.get('x-sandbox-fault')).toBe('network');
  });
});
