import { MARKET_RESOLUTIONS, barOpenTime, isMarketResolution, nextBarTime, previousBarTime, resolutionMs } from './bar-time';

const T = Date.UTC(2024, 5, 5, 13, 47, 31, 250); // Wednesday 2024-06-05 13:47:31.250 UTC

describe('bar times of the chart resolutions (spec 02 §2: 1S … 1M)', () => {
  it('knows every chart resolution and nothing else', () => {
    expect(MARKET_RESOLUTIONS.every(isMarketResolution)).toBe(true);
    expect(['2', '1H', '', 60, null].some(isMarketResolution)).toBe(false);
  });

  it.each([
    ['1S', T - 250, 1000],
    ['10S', Date.UTC(2024, 5, 5, 13, 47, 30), 10_000],
    ['30S', Date.UTC(2024, 5, 5, 13, 47, 30), 30_000],
    ['1', Date.UTC(2024, 5, 5, 13, 47), 60_000],
    ['15', Date.UTC(2024, 5, 5, 13, 45), 900_000],
    ['60', Date.UTC(2024, 5, 5, 13), 3_600_000],
    ['240', Date.UTC(2024, 5, 5, 12), 14_400_000],
    ['720', Date.UTC(2024, 5, 5, 12), 43_200_000],
    ['1D', Date.UTC(2024, 5, 5), 86_400_000],
    ['1W', Date.UTC(2024, 5, 3), 7 * 86_400_000],
    ['1M', Date.UTC(2024, 5, 1), 30 * 86_400_000],
  ] as const)('%s: the bar containing the time opens at %p (nominal length %p ms)', (r, open, ms) => {
    expect(barOpenTime(T, r)).toBe(open);
    expect(resolutionMs(r)).toBe(ms);
    expect(barOpenTime(open, r)).toBe(open);
  });

  it('weeks open on Mondays, months on the 1st (of months of any length)', () => {
    expect(new Date(barOpenTime(T, '1W')).getUTCDay()).toBe(1);
    expect(nextBarTime(Date.UTC(2024, 1, 1), '1M')).toBe(Date.UTC(2024, 2, 1));
    expect(nextBarTime(Date.UTC(2024, 11, 1), '1M')).toBe(Date.UTC(2025, 0, 1));
    expect(previousBarTime(Date.UTC(2024, 2, 1), '1M')).toBe(Date.UTC(2024, 1, 1));
    expect(previousBarTime(Date.UTC(2024, 5, 5), '1D')).toBe(Date.UTC(2024, 5, 4));
  });
});
