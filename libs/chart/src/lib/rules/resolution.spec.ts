import {
  barOpenTime,
  initialResolution,
  isResolution,
  nextBarTime,
  RESOLUTIONS,
  resolutionLabel,
  resolutionMs,
  type Resolution,
} from './resolution';

describe('resolutions (spec 02 §2)', () => {
  it('lists the twenty resolutions in order', () => {
    expect(RESOLUTIONS).toEqual([
      '1S',
      '10S',
      '30S',
      '1',
      '3',
      '5',
      '15',
      '30',
      '60',
      '120',
      '240',
      '360',
      '480',
      '720',
      '1D',
      '2D',
      '3D',
      '5D',
      '1W',
      '1M',
    ]);
  });

  it.each<[unknown, Resolution]>([
    [null, '60'],
    [undefined, '60'],
    ['', '60'],
    ['2H', '60'],
    ['45', '60'],
    [60, '60'],
    ['240', '240'],
    ['1S', '1S'],
    ['1M', '1M'],
  ])('initial resolution for saved %p is %s', (saved, expected) => {
    expect(initialResolution(saved)).toBe(expected);
    expect(isResolution(expected)).toBe(true);
  });

  it.each<[Resolution, number, string]>([
    ['1S', 1000, '1s'],
    ['30S', 30_000, '30s'],
    ['1', 60_000, '1m'],
    ['15', 900_000, '15m'],
    ['60', 3_600_000, '1H'],
    ['720', 43_200_000, '12H'],
    ['1D', 86_400_000, '1D'],
    ['5D', 432_000_000, '5D'],
    ['1W', 604_800_000, '1W'],
    ['1M', 2_592_000_000, '1M'],
  ])('%s lasts %d ms and reads %s', (r, ms, label) => {
    expect(resolutionMs(r)).toBe(ms);
    expect(resolutionLabel(r)).toBe(label);
  });

  it.each<[Resolution, string, string]>([
    ['60', '2024-03-05T10:59:59.999Z', '2024-03-05T10:00:00.000Z'],
    ['10S', '2024-03-05T10:00:19.000Z', '2024-03-05T10:00:10.000Z'],
    ['1D', '2024-03-05T23:00:00.000Z', '2024-03-05T00:00:00.000Z'],
    ['1W', '2024-03-07T12:00:00.000Z', '2024-03-04T00:00:00.000Z'],
    ['1M', '2024-02-29T12:00:00.000Z', '2024-02-01T00:00:00.000Z'],
  ])('a %s bar containing %s opens at %s', (r, at, open) => {
    expect(new Date(barOpenTime(Date.parse(at), r)).toISOString()).toBe(open);
  });

  it('steps months by the calendar', () => {
    expect(new Date(nextBarTime(Date.UTC(2024, 0, 1), '1M')).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(nextBarTime(0, '5')).toBe(300_000);
  });
});
