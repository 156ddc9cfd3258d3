import { errorMarker } from './fingerprint-validity';
import { nextFingerprintRefresh, type RefreshScheduleInput, type RefreshStep } from './refresh-schedule';

const ISSUED = 0x66604a00 * 1000;
const FP = `66604a00${'0'.repeat(32)}`;
const H = 3_600_000;

describe('nextFingerprintRefresh (spec 03 §4 auto-refresh past 24 h, §9 retry cap 3)', () => {
  it.each<[string, RefreshScheduleInput, RefreshStep]>([
    ['fresh: wait the full 24 h', { cookie: FP, now: ISSUED, failedAttempts: 0 }, { kind: 'wait', delayMs: 24 * H }],
    ['20 h old: wait 4 h', { cookie: FP, now: ISSUED + 20 * H, failedAttempts: 0 }, { kind: 'wait', delayMs: 4 * H }],
    ['valid after failures: wait (chain ends)', { cookie: FP, now: ISSUED + H, failedAttempts: 2 }, { kind: 'wait', delayMs: 23 * H }],
    ['aged past 24 h: refresh now', { cookie: FP, now: ISSUED + 24 * H, failedAttempts: 0 }, { kind: 'refresh', delayMs: 0 }],
    [
      'error marker, 1 failure: retry after 1 s',
      { cookie: errorMarker('x'), now: ISSUED, failedAttempts: 1 },
      { kind: 'refresh', delayMs: 1000 },
    ],
    ['2 failures: retry after 2 s', { cookie: errorMarker('x'), now: ISSUED, failedAttempts: 2 }, { kind: 'refresh', delayMs: 2000 }],
    ['3 failures: stop', { cookie: errorMarker('x'), now: ISSUED, failedAttempts: 3 }, { kind: 'stop' }],
    ['10 failures: stop', { cookie: '', now: ISSUED, failedAttempts: 10 }, { kind: 'stop' }],
    ['no cookie: refresh now', { cookie: undefined, now: ISSUED, failedAttempts: 0 }, { kind: 'refresh', delayMs: 0 }],
    ['bad failure count counts as 0', { cookie: undefined, now: ISSUED, failedAttempts: -4 }, { kind: 'refresh', delayMs: 0 }],
  ])('%s', (_label, input, expected) => expect(nextFingerprintRefresh(input)).toEqual(expected));
});
