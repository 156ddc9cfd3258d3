import { isSnoozed } from './snooze';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const closed = (msAgo: number) => String(NOW - msAgo);

describe('isSnoozed', () => {
  it.each<[string, string, number, boolean]>([
    ['closed 1 hour ago, 24-hour snooze', closed(HOUR), 24 * HOUR, true],
    ['closed 1 ms short of 24 hours ago', closed(24 * HOUR - 1), 24 * HOUR, true],
    ['closed exactly 24 hours ago', closed(24 * HOUR), 24 * HOUR, false],
    ['closed 25 hours ago', closed(25 * HOUR), 24 * HOUR, false],
    ['closed 11 hours ago, 12-hour snooze', closed(11 * HOUR), 12 * HOUR, true],
    ['closed 13 hours ago, 12-hour snooze', closed(13 * HOUR), 12 * HOUR, false],
    ['closed just now', closed(0), 2 * HOUR, true],
    ['a padded stored value', ` ${closed(HOUR)} `, 2 * HOUR, true],
  ])('%s → %p', (_label, closedAt, snoozeMs, expected) => {
    expect(isSnoozed(closedAt, NOW, snoozeMs)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['nothing stored (null)', null],
    ['nothing stored (undefined)', undefined],
    ['an empty string', ''],
    ['text', 'yesterday'],
    ['a negative number', '-5'],
    ['a fraction', '1736942400000.5'],
    ['an ISO date', '2025-01-15T11:00:00Z'],
    ['a time after now', String(NOW + HOUR)],
    ['a number beyond the safe range', '9'.repeat(20)],
  ])('counts %s as never closed', (_label, closedAt) => {
    expect(isSnoozed(closedAt, NOW, 24 * HOUR)).toBe(false);
  });

  it.each<[string, number]>([
    ['zero', 0],
    ['negative', -HOUR],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('does not snooze when the snooze length is %s', (_label, snoozeMs) => {
    expect(isSnoozed(closed(HOUR), NOW, snoozeMs)).toBe(false);
  });
});
