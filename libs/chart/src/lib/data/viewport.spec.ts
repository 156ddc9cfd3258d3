import {
  clampViewport,
  followLatest,
  followPage,
  initialViewport,
  panViewport,
  windowRange,
  zoomViewport,
  type Viewport,
} from './viewport';

describe('viewport', () => {
  it('starts with 200 candles ending at the live edge plus a small margin', () => {
    expect(initialViewport(1_000_000)).toEqual({ end: 1_000_003, count: 203 });
    expect(windowRange(initialViewport(1_000_000), 1_000_000)).toEqual({ from: 999_800, to: 1_000_000 });
  });

  it.each<[string, Viewport, number, Viewport]>([
    ['pans into history', { end: 1000, count: 200 }, 300, { end: 700, count: 200 }],
    ['stops at the first candles', { end: 300, count: 200 }, 10_000, { end: 10, count: 200 }],
    ['stops a fifth of the window into the future', { end: 1000, count: 200 }, -10_000, { end: 1040, count: 200 }],
  ])('%s', (_name, v, delta, expected) => {
    expect(panViewport(v, delta, 1000)).toEqual(expected);
  });

  it.each<[string, Viewport, number, number, Viewport]>([
    ['zooms out around the right edge', { end: 1000, count: 200 }, 2, 1, { end: 1000, count: 400 }],
    ['zooms in around the middle', { end: 1000, count: 200 }, 0.5, 0.5, { end: 950, count: 100 }],
    ['never below 10 candles', { end: 1000, count: 12 }, 0.1, 1, { end: 1000, count: 10 }],
    ['never wider than the data plus margin', { end: 1003, count: 800 }, 10, 1, { end: 1003, count: 1003 }],
  ])('%s', (_name, v, factor, anchor, expected) => {
    expect(zoomViewport(v, factor, anchor, 1000)).toEqual(expected);
  });

  it.each<[string, Viewport, number, number, Viewport]>([
    ['stays while the new candle fits in the empty slots', { end: 1003, count: 200 }, 1000, 1003, { end: 1003, count: 200 }],
    ['moves on by the given margin once it does not', { end: 1003, count: 200 }, 1003, 1004, { end: 1044, count: 200 }],
    ['stays in history when the live edge was not visible', { end: 500, count: 200 }, 1000, 1001, { end: 500, count: 200 }],
  ])('follows the live edge: %s', (_name, v, before, after, expected) => {
    expect(followLatest(v, before, after, followPage(v))).toEqual(expected);
  });

  it.each<[number, number]>([
    [0, 40],
    [1, 80],
    [2, 100],
    [9, 100],
  ])('a burst of new candles: after %s jumps the next leaves %s empty slots of 200 (a fifth, doubling, at most half)', (jumps, margin) => {
    expect(followPage({ end: 1003, count: 200 }, jumps)).toBe(margin);
  });

  it('clamps tiny data sets', () => {
    expect(clampViewport({ end: -5, count: 3 }, 4)).toEqual({ end: 4, count: 10 });
    expect(windowRange({ end: 0, count: 10 }, 0)).toEqual({ from: 0, to: 0 });
  });
});
