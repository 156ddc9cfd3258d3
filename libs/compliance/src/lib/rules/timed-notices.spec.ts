import { decideHkDialog, decideUzbekistanDialog, parseStoredTimestamp, UZBEKISTAN_DEADLINE_MS } from './timed-notices';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const H = 60 * 60 * 1000;

describe('HK dialog repeats after 24 h', () => {
  it.each([
    ['never dismissed', undefined, true],
    ['dismissed 1 h ago', String(NOW - 1 * H), false],
    ['dismissed 23 h 59 min ago', String(NOW - 24 * H + 60_000), false],
    ['dismissed exactly 24 h ago', String(NOW - 24 * H), true],
    ['dismissed 25 h ago', String(NOW - 25 * H), true],
    ['malformed value', 'yesterday', true],
    ['value in the future', String(NOW + H), true],
    ['empty string', '', true],
  ])('%s → show %p', (_label, value, show) => {
    const stored = value === undefined ? {} : { local: { compliance_hk_dialog_at: value } };
    expect(decideHkDialog(stored, NOW).show).toBe(show);
  });

  it('stores now for 24 h in local storage', () => {
    expect(decideHkDialog(null, NOW).onDismiss).toEqual({
      storageKey: 'compliance_hk_dialog_at',
      value: String(NOW),
      ttlMs: 86_400_000,
      storage: 'local',
    });
  });
});

describe('Uzbekistan dialog: once, deadline 1 April 2024 00:00 UTC', () => {
  it('the deadline is 2024-04-01T00:00:00Z', () => {
    expect(new Date(UZBEKISTAN_DEADLINE_MS).toISOString()).toBe('2024-04-01T00:00:00.000Z');
  });

  it.each([
    ['a month before', Date.UTC(2024, 2, 1), undefined, true, 'upcoming'],
    ['one ms before', UZBEKISTAN_DEADLINE_MS - 1, undefined, true, 'upcoming'],
    ['at the deadline', UZBEKISTAN_DEADLINE_MS, undefined, true, 'ended'],
    ['after the deadline', NOW, undefined, true, 'ended'],
    ['before, already seen', Date.UTC(2024, 2, 1), '1', false, 'upcoming'],
    ['after, already seen', NOW, '1', false, 'ended'],
    ['after, any stored value', NOW, 'x', false, 'ended'],
  ])('%s → show %p', (_label, now, value, show, phase) => {
    const stored = value === undefined ? {} : { local: { compliance_uzbekistan_dialog: value } };
    expect(decideUzbekistanDialog(stored, now)).toMatchObject({ show, phase });
  });

  it('stores a permanent flag', () => {
    expect(decideUzbekistanDialog(undefined, NOW).onDismiss).toEqual({
      storageKey: 'compliance_uzbekistan_dialog',
      value: '1',
      ttlMs: null,
      storage: 'local',
    });
  });
});

describe('parseStoredTimestamp', () => {
  it.each([
    [null, null],
    ['123', 123],
    [' 123 ', 123],
    ['-5', null],
    ['1e9', null],
    [String(NOW + 1), null],
  ])('%p → %p', (raw, expected) => {
    expect(parseStoredTimestamp(raw, NOW)).toBe(expected);
  });
});
