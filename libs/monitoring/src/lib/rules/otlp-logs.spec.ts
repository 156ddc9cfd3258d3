import { readOtlpLogsRequest, toOtlpLogRecord, toOtlpLogsRequest, toUnixNano } from './otlp-logs';

const REPORT = {
  type: 'event' as const,
  name: 'trade_submit',
  data: { pair: 'BTC_USDT' },
  view: { id: 2, url: '/trade/BTC_USDT' },
  at: 1_760_000_000_123,
};

describe('toUnixNano (OTLP times are decimal nanosecond strings)', () => {
  it.each([
    [1_760_000_000_123, '1760000000123000000'],
    [1.5, '1000000'],
    [0, '0'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%p → %s', (ms, nano) => expect(toUnixNano(ms)).toBe(nano));
});

describe('toOtlpLogRecord (one OTLP log record per report, decision 1823)', () => {
  it('an event is INFO (9) with its name as body, view and data as attributes', () => {
    expect(toOtlpLogRecord(REPORT)).toEqual({
      timeUnixNano: '1760000000123000000',
      observedTimeUnixNano: '1760000000123000000',
      severityNumber: 9,
      severityText: 'INFO',
      body: { stringValue: 'trade_submit' },
      attributes: [
        { key: 'exchange.report.type', value: { stringValue: 'event' } },
        { key: 'exchange.view.id', value: { intValue: '2' } },
        { key: 'url.full', value: { stringValue: '/trade/BTC_USDT' } },
        { key: 'exchange.report.data', value: { stringValue: '{"pair":"BTC_USDT"}' } },
      ],
    });
  });

  it('an exception is ERROR (17); a view without url has no url.full', () => {
    const record = toOtlpLogRecord({ ...REPORT, type: 'exception', name: 'TypeError', view: { id: 1, url: null } });
    expect(record.severityNumber).toBe(17);
    expect(record.severityText).toBe('ERROR');
    expect(record.attributes.map((a) => a.key)).not.toContain('url.full');
  });
});

describe('toOtlpLogsRequest / readOtlpLogsRequest (ExportLogsServiceRequest JSON)', () => {
  it('wraps records in one resource (service.*, site) and one scope, and reads back', () => {
    const request = toOtlpLogsRequest([REPORT], {
      serviceName: 'exchange-web',
      serviceVersion: '1.0.0',
      attributes: { 'exchange.site': 'main' },
    });
    expect(request.resourceLogs).toHaveLength(1);
    expect(request.resourceLogs[0]?.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'exchange-web' } },
      { key: 'service.version', value: { stringValue: '1.0.0' } },
      { key: 'exchange.site', value: { stringValue: 'main' } },
    ]);
    expect(request.resourceLogs[0]?.scopeLogs[0]?.scope.name).toBe('@exchange/monitoring');
    expect(readOtlpLogsRequest(JSON.parse(JSON.stringify(request)))).toEqual([
      { name: 'trade_submit', type: 'event', data: '{"pair":"BTC_USDT"}', time: '1760000000123000000' },
    ]);
  });

  it.each([[null], ['x'], [{}], [{ resourceLogs: 'no' }], [{ resourceLogs: [{ scopeLogs: [{}] }] }]])('reads %p as no reports', (body) =>
    expect(readOtlpLogsRequest(body)).toEqual([]),
  );
});
