import {
  CHART_SNAPSHOT,
  CHART_SNAPSHOT_FAILED_EVENT,
  chartSnapshotUrl,
  checkChartSnapshotFile,
  uploadChartSnapshot,
} from './chart-snapshot';

const png = (size: number, type = 'image/png') => new Blob([new Uint8Array(size)], { type });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkChartSnapshotFile (decision 1860)', () => {
  it.each([
    ['a PNG of 300 KB', { type: 'image/png', size: 300_000 }, 'ok'],
    ['a PNG at the limit', { type: 'image/png', size: CHART_SNAPSHOT.maxBytes }, 'ok'],
    ['one byte over the limit', { type: 'image/png', size: CHART_SNAPSHOT.maxBytes + 1 }, 'too-large'],
    ['an empty PNG', { type: 'image/png', size: 0 }, 'empty'],
    ['a JPEG', { type: 'image/jpeg', size: 1000 }, 'wrong-type'],
    ['an SVG (scripts)', { type: 'image/svg+xml', size: 1000 }, 'wrong-type'],
    ['no type', { type: '', size: 1000 }, 'wrong-type'],
  ] as const)('%s → %s', (_label, file, verdict) => {
    expect(checkChartSnapshotFile(file)).toBe(verdict);
  });
});

describe('chartSnapshotUrl', () => {
  it.each([
    ['an absolute URL', { url: 'https://charts.example/x/abc/' }, '/_sandbox/charting/snapshot', 'https://charts.example/x/abc/'],
    [
      'a path, resolved on the endpoint',
      { url: '/_sandbox/charting/x/abc' },
      '/_sandbox/charting/snapshot',
      'http://localhost:3230/_sandbox/charting/x/abc',
    ],
    ['a path on an absolute endpoint', { url: '/x/abc' }, 'https://charts.example/snapshot/', 'https://charts.example/x/abc'],
    ['no url', { id: 'abc' }, '/snapshot', null],
    ['an empty url', { url: '' }, '/snapshot', null],
    ['a number', { url: 7 }, '/snapshot', null],
  ] as const)('%s', (_label, body, endpoint, expected) => {
    expect(chartSnapshotUrl(body, endpoint, 'http://localhost:3230/en/trade/BTC_USDT')).toBe(expected);
  });
});

describe('uploadChartSnapshot', () => {
  const base = 'http://localhost:3230/trade/BTC_USDT';
  it('posts the PNG as multipart preparedImage without cookies and resolves the share URL', async () => {
    const fetchImpl = jest.fn(async (_url: string, _init?: RequestInit) => json({ url: '/_sandbox/charting/x/abc' }));
    const monitor = { captureEvent: jest.fn() };
    const result = await uploadChartSnapshot('/_sandbox/charting/snapshot', png(1000), {
      base,
      fetch: fetchImpl as unknown as typeof fetch,
      monitor,
    });
    expect(result).toEqual({ ok: true, url: 'http://localhost:3230/_sandbox/charting/x/abc' });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3230/_sandbox/charting/snapshot');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect((init?.body as FormData).get(CHART_SNAPSHOT.field)).toBeInstanceOf(Blob);
    expect(monitor.captureEvent).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused type, never sent', png(10, 'image/jpeg'), async () => json({ url: '/x' }), 'wrong-type', false],
    ['a file over the limit, never sent', png(CHART_SNAPSHOT.maxBytes + 1), async () => json({ url: '/x' }), 'too-large', false],
    ['a 413 from the host', png(10), async () => json({ message: 'Too large' }, 413), 'http', true],
    ['a body without url', png(10), async () => json({ id: 'x' }), 'invalid', true],
    ['a body that is not JSON', png(10), async () => new Response('<html>', { status: 200 }), 'invalid', true],
    [
      'a network error',
      png(10),
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'network',
      true,
    ],
  ] as const)('%s → fallback null and a monitoring event', async (_label, file, respond, reason, sent) => {
    const fetchImpl = jest.fn(respond);
    const monitor = { captureEvent: jest.fn() };
    const result = await uploadChartSnapshot('/snapshot', file, { base, fetch: fetchImpl as unknown as typeof fetch, monitor });
    expect(result).toEqual({ ok: false, reason, url: null });
    expect(fetchImpl).toHaveBeenCalledTimes(sent ? 1 : 0);
    expect(monitor.captureEvent).toHaveBeenCalledWith(CHART_SNAPSHOT_FAILED_EVENT, expect.objectContaining({ reason }));
  });
});
