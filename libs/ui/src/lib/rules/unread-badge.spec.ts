import { UNREAD_BADGE_CAP, unreadBadgeText } from './unread-badge';

describe('unreadBadgeText (decision 1945: the header bell)', () => {
  it.each<[string, number, string | null]>([
    ['no unread: no badge', 0, null],
    ['a negative count is no count', -3, null],
    ['NaN (a failed read) shows no badge', Number.NaN, null],
    ['Infinity is no count', Number.POSITIVE_INFINITY, null],
    ['one', 1, '1'],
    ['a fraction is floored', 2.7, '2'],
    ['the cap itself is spelled out', UNREAD_BADGE_CAP, '99'],
    ['one above the cap: 99+', 100, '99+'],
    ['far above the cap: 99+', 12_345, '99+'],
  ])('%s (%p → %p)', (_, count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });

  it('takes another cap', () => {
    expect(unreadBadgeText(10, 9)).toBe('9+');
  });
});
