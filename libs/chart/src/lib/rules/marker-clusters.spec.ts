import { EVENT_MARKER_WIDTH, clusterByPixelDistance } from './marker-clusters';

const at = (xs: readonly number[], width = EVENT_MARKER_WIDTH) =>
  clusterByPixelDistance(
    xs.map((x, i) => ({ id: i, x })),
    (p) => p.x,
    width,
  ).map((c) => [c.x, c.items.map((p) => p.id)]);

describe('clusterByPixelDistance (issue 14 item 1: event markers 18 px wide)', () => {
  it.each<[string, number[], number, [number, number[]][]]>([
    ['nothing to draw', [], 18, []],
    ['one marker', [100], 18, [[100, [0]]]],
    [
      'far apart: each its own marker',
      [0, 18, 40],
      18,
      [
        [0, [0]],
        [18, [1]],
        [40, [2]],
      ],
    ],
    ['the same x: one marker with both', [50, 50], 18, [[50, [0, 1]]]],
    ['closer than a marker width: one marker at the middle', [100, 110], 18, [[105, [0, 1]]]],
    [
      'exactly a marker width apart: they touch, no overlap',
      [100, 118],
      18,
      [
        [100, [0]],
        [118, [1]],
      ],
    ],
    [
      'pairs in a row: two markers far enough apart',
      [0, 10, 20, 30],
      18,
      [
        [5, [0, 1]],
        [25, [2, 3]],
      ],
    ],
    ['a dense chain collapses until no two markers overlap', [0, 6, 12, 18], 18, [[9, [0, 1, 2, 3]]]],
    [
      'the closest pair merges first',
      [0, 15, 20, 60],
      18,
      [
        [10, [0, 1, 2]],
        [60, [3]],
      ],
    ],
    [
      'input order does not matter; same-x items keep theirs',
      [30, 0, 30],
      18,
      [
        [0, [1]],
        [30, [0, 2]],
      ],
    ],
    ['non-finite positions are dropped', [Number.NaN, 5, Number.POSITIVE_INFINITY], 18, [[5, [1]]]],
    [
      'width 0: only the same x merges',
      [1, 1, 2],
      0,
      [
        [1, [0, 1]],
        [2, [2]],
      ],
    ],
    [
      'an invalid width acts as 0',
      [1, 1, 2],
      Number.NaN,
      [
        [1, [0, 1]],
        [2, [2]],
      ],
    ],
    [
      'a negative width acts as 0',
      [1, 2],
      -5,
      [
        [1, [0]],
        [2, [1]],
      ],
    ],
  ])('%s', (_label, xs, width, expected) => expect(at(xs, width)).toEqual(expected));

  it('never leaves two drawn markers overlapping, whatever the zoom', () => {
    const xs = Array.from({ length: 300 }, (_, i) => (i * 7919) % 1000);
    for (const width of [1, 5, 18, 40, 200]) {
      const clusters = clusterByPixelDistance(xs, (x) => x, width);
      expect(clusters.reduce((n, c) => n + c.items.length, 0)).toBe(xs.length);
      for (let i = 1; i < clusters.length; i++) expect((clusters[i]?.x ?? 0) - (clusters[i - 1]?.x ?? 0)).toBeGreaterThanOrEqual(width);
    }
  });
});
