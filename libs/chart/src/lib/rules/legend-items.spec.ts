import { COMPACT_LEGEND_BELOW_PX, isCompactPlot, legendItems } from './legend-items';

describe('legendItems (decision 1978)', () => {
  it.each([
    // A 390 px phone: 358 px chart card, 72 px price scale, 50 px liquidation band → about 236 px of candles.
    [236, ['ohlc']],
    [COMPACT_LEGEND_BELOW_PX - 1, ['ohlc']],
    [COMPACT_LEGEND_BELOW_PX, ['symbol', 'time', 'ohlc', 'volume', 'indicators', 'timeZone']],
    // The 1440 px desktop's chart (about 600 px of candles).
    [600, ['symbol', 'time', 'ohlc', 'volume', 'indicators', 'timeZone']],
    [0, ['ohlc']],
    [-1, ['symbol', 'time', 'ohlc', 'volume', 'indicators', 'timeZone']],
    [Number.NaN, ['symbol', 'time', 'ohlc', 'volume', 'indicators', 'timeZone']],
  ])('a %s px plot shows %j', (width, items) => {
    expect(legendItems(width)).toEqual(items);
  });
});

describe('isCompactPlot (decision 1978)', () => {
  it.each([
    [236, true],
    [419, true],
    [420, false],
    [600, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%s px → %s', (width, compact) => {
    expect(isCompactPlot(width)).toBe(compact);
  });
});
