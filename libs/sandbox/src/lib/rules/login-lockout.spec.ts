import { LOCKOUT_MS, MAX_LOGIN_FAILURES, afterFailure, afterSuccess, lockoutCheck } from './login-lockout';

const T = 1_800_000_000_000;

describe('lockoutCheck (issue 23 item 1: the remaining time in the message)', () => {
  it.each([
    ['never locked', { failures: 0, lockedUntil: 0 }, T, { locked: false }],
    ['a lock that ended', { failures: 0, lockedUntil: T - 1 }, T, { locked: false }],
    ['a lock that ends now', { failures: 0, lockedUntil: T }, T, { locked: false }],
    ['15 minutes left', { failures: 0, lockedUntil: T + LOCKOUT_MS }, T, { locked: true, minutesLeft: 15 }],
    ['61 s left rounds up to 2 minutes', { failures: 0, lockedUntil: T + 61_000 }, T, { locked: true, minutesLeft: 2 }],
    ['1 s left says 1 minute', { failures: 0, lockedUntil: T + 1000 }, T, { locked: true, minutesLeft: 1 }],
  ])('%s', (_case, counters, now, expected) => {
    expect(lockoutCheck(counters, now)).toEqual(expected);
  });
});

describe('afterFailure (five wrong passwords in a row lock for 15 minutes)', () => {
  it.each([
    [0, 0, { failures: 1, lockedUntil: 0 }, 4, false],
    [3, 0, { failures: 4, lockedUntil: 0 }, 1, false],
    [4, 0, { failures: 0, lockedUntil: T + LOCKOUT_MS }, 0, true],
    // After a lock ran out, counting starts again from the first failure.
    [0, T - 1, { failures: 1, lockedUntil: 0 }, 4, false],
  ])('%i failures (lock %i) → %o', (failures, lockedUntil, counters, attemptsLeft, lockedNow) => {
    expect(afterFailure({ failures, lockedUntil }, T)).toEqual({ counters, attemptsLeft, lockedNow });
  });

  it('locks on exactly the fifth failure and a success clears the count', () => {
    let counters = afterSuccess();
    for (let i = 1; i < MAX_LOGIN_FAILURES; i += 1) counters = afterFailure(counters, T).counters;
    expect(lockoutCheck(counters, T).locked).toBe(false);
    counters = afterFailure(counters, T).counters;
    expect(lockoutCheck(counters, T)).toEqual({ locked: true, minutesLeft: 15 });
    expect(afterSuccess()).toEqual({ failures: 0, lockedUntil: 0 });
  });
});
