import { toOtlpLogsRequest } from '@exchange/monitoring';
import { OTLP_KEPT_REPORTS, clearCollectedReports, collectedReports, listOtlpReports, receiveOtlpLogs } from './otlp-collector';

const post = (body: unknown, type = 'application/json') =>
  new Request('http://localhost/_sandbox/otlp/v1/logs', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const report = (name: string) =>
  toOtlpLogsRequest([{ type: 'event', name, data: { x: 1 }, view: { id: 1, url: '/' }, at: 1_760_000_000_000 }], {
    serviceName: 'exchange-web',
    attributes: { 'exchange.site': 'main' },
  });

beforeEach(clearCollectedReports);

describe('the sandbox OTLP collector (decision 1823)', () => {
  it('keeps an OTLP/HTTP JSON export and lists it, newest first', async () => {
    expect(await receiveOtlpLogs(post(report('first')), 1)).toHaveProperty('status', 200);
    await receiveOtlpLogs(post(report('second')), 2);
    const listed = (await listOtlpReports().json()) as { reports: { name: string; site: string; service: string }[] };
    expect(listed.reports.map((r) => r.name)).toEqual(['second', 'first']);
    expect(listed.reports[0]).toMatchObject({ site: 'main', service: 'exchange-web', data: '{"x":1}', type: 'event' });
  });

  it.each([
    ['not JSON content', post(report('x'), 'text/plain'), 415],
    ['malformed JSON', post('{', 'application/json'), 400],
    ['no log records', post({ resourceLogs: [] }), 400],
    ['too large', post('x'.repeat(70_000)), 413],
  ])('refuses %s', async (_label, request, status) => {
    expect((await receiveOtlpLogs(request)).status).toBe(status);
    expect(collectedReports()).toHaveLength(0);
  });

  it(`keeps only the last ${OTLP_KEPT_REPORTS}`, async () => {
    for (let i = 0; i < OTLP_KEPT_REPORTS + 5; i += 1) await receiveOtlpLogs(post(report(`r${i}`)));
    expect(collectedReports()).toHaveLength(OTLP_KEPT_REPORTS);
    expect(collectedReports()[0]?.name).toBe(`r${OTLP_KEPT_REPORTS + 4}`);
  });
});
