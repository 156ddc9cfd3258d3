import { createMonitor, type MonitorPayload } from './create-monitor';
import { configureMonitoring, getMonitor, reportEvent, reportException } from './default-monitor';

const recording = (options: { maxCustomEventsPerView?: number } = {}) => {
  const sent: MonitorPayload[] = [];
  const monitor = createMonitor({
    endpoint: 'https://perf.example.test/collect',
    send: async (body) => {
      sent.push(body);
    },
    now: () => 1_700_000_000_000,
    ...options,
  });
  return { monitor, sent };
};

describe('createMonitor', () => {
  it('is OFF without an endpoint: every capture is a no-op returning false', () => {
    const send = jest.fn(async () => undefined);
    const monitor = createMonitor({ send });
    expect(monitor.enabled).toBe(false);
    expect(monitor.captureEvent('x')).toBe(false);
    expect(monitor.captureException(new Error('x'))).toBe(false);
    monitor.newPageView('/');
    expect(send).not.toHaveBeenCalled();
  });

  it('scrubs every event before sending', () => {
    const { monitor, sent } = recording();
    expect(monitor.captureEvent('api_fallback', { password: 'p', url: '/x?token=t', email: 'a@b.co' })).toBe(true);
    expect(sent).toEqual([
      {
        type: 'event',
        name: 'api_fallback',
        data: { password: '******', url: '/x?token=******', email: '[email]' },
        view: { id: 1, url: null },
        at: 1_700_000_000_000,
      },
    ]);
  });

  it('scrubs exceptions and their context', () => {
    const { monitor, sent } = recording();
    expect(monitor.captureException(new TypeError('bad 13800138000'), { cookie: 'uid=1' })).toBe(true);
    expect(sent[0]?.type).toBe('exception');
    expect(sent[0]?.name).toBe('TypeError');
    expect(JSON.stringify(sent[0]?.data)).toContain('bad [phone]');
    expect(JSON.stringify(sent[0]?.data)).toContain('"cookie":"******"');
  });

  it('sends at most 10 custom events per page view, then starts again on a new view', () => {
    const { monitor, sent } = recording();
    const results = Array.from({ length: 12 }, (_, i) => monitor.captureEvent(`e${i}`));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10)).toEqual([false, false]);
    monitor.newPageView('/trade/BTC_USDT?token=abc');
    expect(monitor.captureEvent('after')).toBe(true);
    expect(sent).toHaveLength(11);
    expect(sent[10]?.view).toEqual({ id: 2, url: '/trade/BTC_USDT?token=******' });
  });

  it('does not count exceptions against the custom-event cap', () => {
    const { monitor } = recording({ maxCustomEventsPerView: 1 });
    expect(monitor.captureException(new Error('a'))).toBe(true);
    expect(monitor.captureException(new Error('b'))).toBe(true);
    expect(monitor.captureEvent('one')).toBe(true);
    expect(monitor.captureEvent('two')).toBe(false);
  });

  it('swallows a failing sink', async () => {
    const monitor = createMonitor({ endpoint: '/collect', send: () => Promise.reject(new Error('down')) });
    expect(monitor.captureEvent('x')).toBe(true);
    await Promise.resolve();
  });

  it('posts OTLP/HTTP JSON (ExportLogsServiceRequest) to the endpoint when no send is given, masked first', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const monitor = createMonitor({
      endpoint: 'https://perf.example.test/v1/logs',
      resource: { serviceName: 'web', attributes: { 'exchange.site': 'tr' } },
    });
    monitor.captureEvent('x', { totp: '1', email: 'someone@example.com' });
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://perf.example.test/v1/logs',
      expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } }),
    );
    const sent = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(sent.resourceLogs[0].resource.attributes).toContainEqual({ key: 'exchange.site', value: { stringValue: 'tr' } });
    const record = sent.resourceLogs[0].scopeLogs[0].logRecords[0];
    expect(record.body).toEqual({ stringValue: 'x' });
    const data = record.attributes.find((a: { key: string }) => a.key === 'exchange.report.data').value.stringValue;
    expect(data).toContain('"totp":"******"');
    expect(data).not.toContain('someone@example.com');
    fetchSpy.mockRestore();
  });

  it('sends nothing past the 10th custom event of a view (spec 03 §9), before anything leaves the page', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const monitor = createMonitor({ endpoint: 'https://perf.example.test/v1/logs' });
    for (let i = 0; i < 12; i += 1) monitor.captureEvent(`e${i}`);
    expect(fetchSpy).toHaveBeenCalledTimes(10);
    fetchSpy.mockRestore();
  });
});

describe('the default monitor', () => {
  afterEach(() => configureMonitoring({}));

  it('is OFF until configured', () => {
    expect(getMonitor().enabled).toBe(false);
    expect(reportEvent('x')).toBe(false);
    expect(reportException(new Error('x'))).toBe(false);
  });

  it('reports through the configured monitor', () => {
    const sent: MonitorPayload[] = [];
    configureMonitoring({ endpoint: '/collect', send: async (body) => void sent.push(body) });
    expect(reportEvent('api_fallback', { endpoint: 'kycStatus' })).toBe(true);
    expect(reportException(new Error('boom'))).toBe(true);
    expect(sent.map((body) => body.type)).toEqual(['event', 'exception']);
  });
});
