import { EMPTY_COMPLIANCE, complianceCheckSchema, type CallResult, type ComplianceCheck } from '@exchange/api';
import { createComplianceGate, loadCheckWithRetry } from './compliance-gate-server';

const redirect = jest.fn((location: string) => {
  throw new Error(`NEXT_REDIRECT ${location}`);
});
jest.mock('next/navigation', () => ({ redirect: (location: string) => redirect(location) }));

const ok = (raw: unknown): CallResult<ComplianceCheck> => ({ ok: true, data: complianceCheckSchema.parse(raw), error: null });
const failed: CallResult<ComplianceCheck> = {
  ok: false,
  data: EMPTY_COMPLIANCE,
  error: { endpoint: 'complianceCheck', kind: 'http', message: 'HTTP 400 (9 KB junk cookie)', status: 400 },
};
const blocked = ok({ limit: { is_blocked_country: 1 } });

/** A call answering from `answers` in order (the last one repeats); counts its calls. */
function sequence(...answers: Array<CallResult<ComplianceCheck> | Error>) {
  let count = 0;
  return jest.fn(async (): Promise<CallResult<ComplianceCheck>> => {
    const answer = answers[Math.min(count, answers.length - 1)];
    count += 1;
    if (answer instanceof Error) throw answer;
    return answer as CallResult<ComplianceCheck>;
  });
}

const gateFor = (callCheck: () => Promise<CallResult<ComplianceCheck>>, pathname: string, search = '') =>
  createComplianceGate({ callCheck, request: async () => ({ pathname, search }) });

beforeEach(() => redirect.mockClear());

describe('loadCheckWithRetry (issue 13 item 4: retry once)', () => {
  it.each<[string, Array<CallResult<ComplianceCheck> | Error>, number, boolean]>([
    ['a good first answer is not asked again', [blocked], 1, true],
    ['a failed first answer is asked once more, and the second answer counts', [failed, blocked], 2, true],
    ['two failures give up after the retry', [failed, failed, blocked], 2, false],
    ['a throwing call counts as a failure and is retried', [new Error('socket hang up'), blocked], 2, true],
    ['two throwing calls give a failed result, never a throw', [new Error('reset'), new Error('reset')], 2, false],
  ])('%s', async (_label, answers, expectedCalls, expectedOk) => {
    const call = sequence(...answers);
    const result = await loadCheckWithRetry(call);
    expect(call).toHaveBeenCalledTimes(expectedCalls);
    expect(result.ok).toBe(expectedOk);
  });
});

describe('createComplianceGate: enforceCompliance', () => {
  it.each<
    [
      string,
      Array<CallResult<ComplianceCheck> | Error>,
      string,
      string,
      Awaited<ReturnType<ReturnType<typeof gateFor>['enforceCompliance']>>,
    ]
  >([
    [
      'unavailable twice: spot trading fails closed with the tips',
      [failed, failed],
      '/trade/BTC_USDT',
      '',
      { kind: 'tips', feature: 'spot', reason: 'check-unavailable' },
    ],
    [
      'unavailable twice: futures fail closed',
      [failed, failed],
      '/futures/usdt/BTC_USDT',
      '',
      { kind: 'tips', feature: 'futures', reason: 'check-unavailable' },
    ],
    ['unavailable twice: home stays reachable', [failed, failed], '/', '', { kind: 'none' }],
    ['unavailable twice: log in stays reachable', [new Error('timeout'), new Error('timeout')], '/login', '', { kind: 'none' }],
    ['a retry that succeeds opens trading for an unrestricted visitor', [failed, ok({})], '/trade/BTC_USDT', '', { kind: 'none' }],
    [
      'restricted futures with tips on',
      [ok({ menu: ['futures'], limit: { is_show_compliance_tips: true } })],
      '/futures/usdt/BTC_USDT',
      '',
      { kind: 'tips', feature: 'futures', reason: 'restricted' },
    ],
  ])('%s', async (_label, answers, pathname, search, expected) => {
    await expect(gateFor(sequence(...answers), pathname, search).enforceCompliance('main', 'en')).resolves.toEqual(expected);
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each<[string, Array<CallResult<ComplianceCheck> | Error>, string, string]>([
    ['a blocked country is redirected before any content', [blocked], '/', '/zh/state_compliance_tips'],
    ['a blocked country found by the retry is redirected too', [failed, blocked], '/trade/BTC_USDT', '/zh/state_compliance_tips'],
  ])('%s', async (_label, answers, pathname, location) => {
    await expect(gateFor(sequence(...answers), pathname).enforceCompliance('main', 'zh')).rejects.toThrow(`NEXT_REDIRECT ${location}`);
    expect(redirect).toHaveBeenCalledWith(location);
  });
});
