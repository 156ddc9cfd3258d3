/** Epoch milliseconds written as digits, as this library stores a "closed at" time in localStorage or a cookie. */
const EPOCH_MS = /^\d+$/;

/**
 * Whether something the user closed is still hidden: it was closed at `closedAt` (the stored value,
 * epoch ms as a string) and `snoozeMs` has not yet passed by `now`.
 * A missing or malformed value, a time after `now` and a snooze length that is not a positive finite number all
 * count as "never closed", so the element shows again instead of staying hidden for good.
 */
export function isSnoozed(closedAt: string | null | undefined, now: number, snoozeMs: number): boolean {
  if (closedAt === null || closedAt === undefined) return false;
  const text = closedAt.trim();
  if (!EPOCH_MS.test(text)) return false;
  const closed = Number(text);
  if (!Number.isSafeInteger(closed) || closed > now) return false;
  if (!Number.isFinite(snoozeMs) || snoozeMs <= 0) return false;
  return now - closed < snoozeMs;
}
