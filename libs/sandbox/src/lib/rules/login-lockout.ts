/**
 * Log-in lockout (issue 23 item 1, decision 1830): after MAX_LOGIN_FAILURES wrong passwords in a row the account is
 * locked for LOCKOUT_MS; a right password resets the count. Pure: the caller passes the account's counters and `now`.
 */
export const MAX_LOGIN_FAILURES = 5;
export const LOCKOUT_MS = 15 * 60_000;

export interface LockoutCounters {
  /** Wrong passwords in a row since the last success or lock. */
  failures: number;
  /** Epoch ms the lock ends; 0: not locked. */
  lockedUntil: number;
}

export type LockoutCheck = { locked: false } | { locked: true; minutesLeft: number };

/** Whether the account is locked now, with the whole minutes left (at least 1) for the message. */
export function lockoutCheck(counters: LockoutCounters, now: number): LockoutCheck {
  if (counters.lockedUntil <= now) return { locked: false };
  return { locked: true, minutesLeft: Math.max(1, Math.ceil((counters.lockedUntil - now) / 60_000)) };
}

export type FailureOutcome = { counters: LockoutCounters; attemptsLeft: number; lockedNow: boolean };

/** The counters after a wrong password: the fifth in a row locks, and the count starts again after the lock. */
export function afterFailure(counters: LockoutCounters, now: number): FailureOutcome {
  const failures = (counters.lockedUntil > 0 && counters.lockedUntil <= now ? 0 : counters.failures) + 1;
  if (failures >= MAX_LOGIN_FAILURES) return { counters: { failures: 0, lockedUntil: now + LOCKOUT_MS }, attemptsLeft: 0, lockedNow: true };
  return { counters: { failures, lockedUntil: 0 }, attemptsLeft: MAX_LOGIN_FAILURES - failures, lockedNow: false };
}

export const afterSuccess = (): LockoutCounters => ({ failures: 0, lockedUntil: 0 });
