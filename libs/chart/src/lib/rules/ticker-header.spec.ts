import { fundingCountdown, msToNextSecond } from './ticker-header';

// Funding every 8 hours of sandbox time (issue 21 item 3): 00:00, 08:00, 16:00 UTC.
const FUNDING = Date.UTC(2026, 10, 28, 16, 0, 0);

describe('fundingCountdown', () => {
  it.each<[string, number | null | undefined, number, string | null]>([
    ['a full 8-hour period', FUNDING, FUNDING - 8 * 3_600_000, '08:00:00'],
    ['1 h 2 min 3 s', FUNDING, FUNDING - 3_723_000, '01:02:03'],
    ['a part second counts down to the whole second', FUNDING, FUNDING - 59_500, '00:00:59'],
    ['due now', FUNDING, FUNDING, '00:00:00'],
    ['overdue (before the next ticker) stays at zero', FUNDING, FUNDING + 5_000, '00:00:00'],
    ['more than a day', FUNDING, FUNDING - 30 * 3_600_000, '30:00:00'],
    ['no funding time (spot, or not sent)', undefined, FUNDING, null],
    ['null', null, FUNDING, null],
    ['not a number', Number.NaN, FUNDING, null],
  ])('%s', (_label, next, now, expected) => {
    expect(fundingCountdown(next, now)).toBe(expected);
  });
});

describe('msToNextSecond', () => {
  it.each([
    [FUNDING, 1000],
    [FUNDING + 1, 999],
    [FUNDING + 999, 1],
  ])('%i → %i ms', (now, ms) => expect(msToNextSecond(now)).toBe(ms));
});
