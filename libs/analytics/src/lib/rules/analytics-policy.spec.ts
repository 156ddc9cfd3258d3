import { ANALYTICS_POLICY, retryDelayMs } from './analytics-policy';

describe('ANALYTICS_POLICY', () => {
  it('uses the collector timeout of spec 01 §7 (5000 ms)', () => {
    expect(ANALYTICS_POLICY.sendTimeoutMs).toBe(5000);
  });
});

describe('retryDelayMs (decision 1200: 1 s doubling, capped at 30 s, 5 sends in all)', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, null],
    [0, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
  ])('retry %p waits %p', (attempt, expected) => {
    expect(retryDelayMs(attempt)).toBe(expected);
  });

  it('caps the wait at maxRetryDelayMs', () => {
    expect(retryDelayMs(9, { ...ANALYTICS_POLICY, maxAttempts: 20 })).toBe(30000);
  });
});
