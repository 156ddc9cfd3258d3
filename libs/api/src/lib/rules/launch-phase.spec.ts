import { launchPhase } from './launch-phase';

const HOUR = 3_600_000;
const window = { start_at: 10 * HOUR, end_at: 20 * HOUR };

describe('launchPhase (issue 25 item 4: clear not-started, live and ended states)', () => {
  it.each([
    ['an hour before the start: not started', 9 * HOUR, 'upcoming'],
    ['a millisecond before the start', 10 * HOUR - 1, 'upcoming'],
    ['at the start (inclusive): live', 10 * HOUR, 'live'],
    ['in the window', 15 * HOUR, 'live'],
    ['a millisecond before the end', 20 * HOUR - 1, 'live'],
    ['at the end (exclusive): ended', 20 * HOUR, 'ended'],
    ['long after', 100 * HOUR, 'ended'],
  ] as const)('%s', (_label, now, phase) => {
    expect(launchPhase(window, now)).toBe(phase);
  });

  it('never opens a window whose end is not after its start', () => {
    expect(launchPhase({ start_at: 5, end_at: 5 }, 5)).toBe('ended');
    expect(launchPhase({ start_at: 5, end_at: 1 }, 0)).toBe('ended');
  });
});
