import { curveRises, sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it.each([
    ['rising: bottom-left to top-right', [0, 10], 100, 20, 'M0 20 L100 0'],
    ['three points', [0, 5, 10], 100, 20, 'M0 20 L50 10 L100 0'],
    ['falling', [10, 0], 100, 20, 'M0 0 L100 20'],
    ['flat', [3, 3, 3], 100, 20, 'M0 10 L50 10 L100 10'],
    ['one point: a middle line', [3], 100, 20, 'M0 10 L100 10'],
    ['none', [], 80, 30, 'M0 15 L80 15'],
    ['negative values', [-6, -2, -4], 60, 10, 'M0 10 L30 0 L60 5'],
  ] as const)('%s', (_label, points, width, height, d) => {
    expect(sparklinePath(points, width, height)).toBe(d);
  });

  it.each([
    [[1, 2], true],
    [[2, 1], false],
    [[2, 2], true],
    [[], true],
  ] as const)('curveRises(%j) is %s', (points, rises) => expect(curveRises(points)).toBe(rises));
});
