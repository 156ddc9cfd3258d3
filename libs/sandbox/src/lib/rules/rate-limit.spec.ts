import { RATE_LIMIT, RATE_WINDOW_MS, takeRateToken } from './rate-limit';

const T = 1_800_000_000_000;
const times = (n: number, start: number, step = 1000) => Array.from({ length: n }, (_, i) => start + i * step);

describe('takeRateToken (issue 26 item 6b: 10 a minute, then 429 with Retry-After)', () => {
  it.each([
    ['the first request', [], true, undefined],
    ['the tenth', times(9, T - 9000), true, undefined],
    ['the eleventh within a minute: wait until the oldest leaves', times(10, T - 10_000), false, 50],
    ['old requests do not count', times(10, T - RATE_WINDOW_MS - 20_000), true, undefined],
    ['the oldest left 1 ms ago', times(10, T - RATE_WINDOW_MS, 100), true, undefined],
  ])('%s', (_case, hits, allowed, retry) => {
    const decision = takeRateToken(hits, T);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.retryAfterSeconds).toBe(retry);
    expect(decision.hits.length).toBeLessThanOrEqual(RATE_LIMIT);
  });
});
