import { createRecordingMonitor } from '@exchange/monitoring/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { safeParse } from 'zod/mini';
import { SAMPLE_INPUTS } from '../../testing/sample-inputs';
import { createExchangeClient } from '../client/exchange-client';
import { pathParamNames } from '../rules/request-url';
import { createTransport } from '../transport/create-transport';
import { ENDPOINT_DOMAINS, loadEndpoint } from './endpoint-domains';
import { ENDPOINTS, ENDPOINT_LIST, ENDPOINT_NAMES, isEndpointName, type EndpointName } from './registry';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const callResult = (name: EndpointName) => {
  const client = createExchangeClient(createTransport({ baseUrl: 'http://api.test', monitor: createRecordingMonitor().monitor }));
  const erased = client.callResult as (name: EndpointName, input?: unknown) => ReturnType<typeof client.callResult>;
  return erased(name, SAMPLE_INPUTS[name]);
};

describe('ENDPOINTS (decision 0200)', () => {
  it('keys each call by its own name', () => {
    for (const name of ENDPOINT_NAMES) expect(ENDPOINTS[name].name).toBe(name);
    expect(isEndpointName('complianceCheck')).toBe(true);
    expect(isEndpointName('toString')).toBe(false);
  });

  it('loads each call by domain (decision 1950): the same declaration as the eager registry, from the file the map names', async () => {
    expect(Object.keys(ENDPOINT_DOMAINS)).toEqual(ENDPOINT_NAMES);
    for (const name of ENDPOINT_NAMES) expect(await loadEndpoint(name)).toBe(ENDPOINTS[name]);
  });

  it('declares each method + path once', () => {
    const routes = ENDPOINT_LIST.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('says where each call comes from and has a valid sample input for it', () => {
    for (const endpoint of ENDPOINT_LIST) {
      expect(endpoint.source).not.toBe('');
      if (endpoint.input !== undefined) expect(safeParse(endpoint.input, SAMPLE_INPUTS[endpoint.name as EndpointName]).success).toBe(true);
      if (pathParamNames(endpoint.path).length > 0) expect(endpoint.input).toBeDefined();
    }
  });

  it('puts relative paths only on helper calls', () => {
    for (const endpoint of ENDPOINT_LIST) if (!endpoint.path.startsWith('/')) expect(endpoint.kind).toBe('helper');
  });
});

const FAILURES = [
  ['network', () => HttpResponse.error()],
  ['http 500', () => HttpResponse.json({ code: 500 }, { status: 500 })],
  ['malformed json', () => new HttpResponse('{"code":0,', { headers: { 'content-type': 'application/json' } })],
  [
    'wrong types',
    () =>
      HttpResponse.json({
        code: 'zero',
        resMsg: 'ok',
        result: 'maybe',
        data: 'unexpected',
        datas: 'unexpected',
        coinIconVersionWhiteList: 'BTC',
        h5: 1,
      }),
  ],
  [
    'non-zero code',
    () => HttpResponse.json({ code: 10001, message: 'Busy', resMsg: { code: 1, message: 'Busy' }, result: false, msg: 'Busy', data: null }),
  ],
] as const;

describe.each(FAILURES)('every call falls back on %s', (_failure, answer) => {
  it.each(ENDPOINT_NAMES)('%s', async (name) => {
    server.use(http.all('*', answer));
    const result = await callResult(name);
    expect(result.ok).toBe(false);
    expect(result.data).toEqual(ENDPOINTS[name].fallback);
    expect(result.error?.endpoint).toBe(name);
  });
});
