import { STREAM_RETRY_BASE_MS, STREAM_RETRY_MAX_MS, streamRetryDelay } from './stream-backoff';

describe('streamRetryDelay (decision 0410: 1 s doubling, capped at 30 s, equal jitter)', () => {
  it('uses the constants of the decision', () => {
    expect(STREAM_RETRY_BASE_MS).toBe(1000);
    expect(STREAM_RETRY_MAX_MS).toBe(30_000);
  });

  it.each([
    [0, 0, 500],
    [0, 1, 1000],
    [0, 0.5, 750],
    [1, 0, 1000],
    [1, 1, 2000],
    [2, 1, 4000],
    [3, 1, 8000],
    [4, 1, 16_000],
    [5, 1, 30_000],
    [5, 0, 15_000],
    [50, 1, 30_000],
    [1e9, 0.5, 22_500],
  ])('attempt %p with random %p waits %p ms', (attempt, random, expected) => {
    expect(streamRetryDelay(attempt, random)).toBe(expected);
  });

  it.each([
    ['a negative attempt', -3, 1, 1000],
    ['a NaN attempt', Number.NaN, 1, 1000],
    ['a fractional attempt', 1.9, 1, 2000],
    ['random above 1', 0, 7, 1000],
    ['random below 0', 0, -1, 500],
    ['a NaN random', 0, Number.NaN, 750],
  ])('treats %s as the nearest valid input', (_case, attempt, random, expected) => {
    expect(streamRetryDelay(attempt, random)).toBe(expected);
  });
});
