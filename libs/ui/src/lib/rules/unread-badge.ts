/** The most an unread badge spells out; above it the badge reads "99+" (as the large exchanges' bells do). */
export const UNREAD_BADGE_CAP = 99;

/**
 * The text of an unread-count badge (decision 1945): nothing for zero or anything that is not a count (a failed
 * read shows no badge rather than a wrong one), the count up to the cap, "99+" above it.
 */
export function unreadBadgeText(count: number, cap: number = UNREAD_BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
