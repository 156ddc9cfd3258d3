import { REALTIME_TIMING, TAB_TIMING, isClockJump, isSocketSilent, isTabGone, nextHostIndex, reconnectDelay } from './realtime-timing';

describe('reconnectDelay (issue 20: exponential backoff with jitter)', () => {
  it.each([
    // attempt, random, close code, expected ms
    ['first retry, no jitter', 0, 0, undefined, 250],
    ['first retry, full jitter', 0, 1, undefined, 500],
    ['second retry, half jitter', 1, 0.5, undefined, 750],
    ['fifth retry', 4, 1, undefined, 8000],
    ['capped at 15 s', 10, 1, undefined, 15_000],
    ['capped, least jitter is half the cap', 30, 0, undefined, 7500],
    ['server restart (1012) spreads the first retry over 5 s', 0, 0.6, 1012, 3000],
    ['going away (1001) too', 0, 1, 1001, 5000],
    ['a restart can retry at once', 0, 0, 1012, 0],
    ['after a restart, later retries back off as usual', 1, 1, 1012, 1000],
    ['an abnormal close (1006) backs off as usual', 0, 1, 1006, 500],
    ['bad attempt counts as 0', Number.NaN, 1, undefined, 500],
    ['bad random counts as 0.5', 0, Number.NaN, undefined, 375],
  ])('%s', (_name, attempt, random, code, expected) => {
    expect(reconnectDelay(attempt, random, code)).toBe(expected);
  });

  it('1,000 clients dropped by a restart spread their first retry evenly over 5 s', () => {
    const delays = Array.from({ length: 1000 }, (_, i) => reconnectDelay(0, (i + 0.5) / 1000, 1012));
    const perSecond = [0, 0, 0, 0, 0];
    for (const d of delays) {
      const i = Math.min(4, Math.floor(d / 1000));
      perSecond[i] = (perSecond[i] ?? 0) + 1;
    }
    expect(Math.min(...delays)).toBeLessThan(10);
    expect(Math.max(...delays)).toBeGreaterThan(4990);
    for (const n of perSecond) expect(n).toBe(200);
  });
});

describe('isSocketSilent (heartbeat watchdog: 7 s without a frame)', () => {
  it.each([
    [0, 6_999, false],
    [0, 7_000, false],
    [0, 7_001, true],
    [10_000, 12_000, false],
  ])('last frame at %d, now %d → %p', (last, now, dead) => expect(isSocketSilent(last, now)).toBe(dead));

  it('pings every 3 s, so a live server answers well within the limit', () => {
    expect(REALTIME_TIMING.pingIntervalMs * 2).toBeLessThan(REALTIME_TIMING.deadAfterMs);
  });
});

describe('isClockJump (a sleeping laptop, a clock set by hand)', () => {
  it.each([
    ['a normal 1 s tick', 1_000, 1_000, false],
    ['a late tick (busy page, 5 s)', 5_000, 5_000, false],
    ['an hour of sleep: the wall clock moved, the monotonic one did not', 3_600_000, 1_000, true],
    ['an hour of sleep seen by both clocks', 3_600_000, 3_600_000, true],
    ['31 s more than expected', 32_001, 1_000, true],
    ['the clock set back 2 s', -2_000, 1_000, true],
  ])('%s', (_name, wallElapsed, elapsed, jumped) => expect(isClockJump(0, wallElapsed, elapsed)).toBe(jumped));
});

describe('nextHostIndex (failover over the site ws hosts, spec 03 §3)', () => {
  it.each([
    [0, 1, 0],
    [0, 2, 1],
    [1, 2, 0],
    [2, 3, 0],
    [0, 0, 0],
  ])('after host %d of %d: host %d', (current, count, next) => expect(nextHostIndex(current, count)).toBe(next));
});

describe('isTabGone (the shared worker releases a tab not heard from for 75 s, decision 1850)', () => {
  it.each([
    [0, 5_000, false],
    [0, 60_000, false],
    [0, 75_000, false],
    [0, 75_001, true],
  ])('last beat at %d, now %d → %p', (last, now, gone) => expect(isTabGone(last, now)).toBe(gone));

  it('a hidden tab throttled to one timer a minute still beats in time; a live tab beats 15 times per limit', () => {
    expect(60_000 + TAB_TIMING.beatMs).toBeLessThan(TAB_TIMING.goneAfterMs);
    expect(TAB_TIMING.goneAfterMs / TAB_TIMING.beatMs).toBe(15);
  });
});
