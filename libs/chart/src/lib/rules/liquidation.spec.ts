import {
  bucketLiquidations,
  layoutLiquidationHistogram,
  LIQUIDATION_BUCKETS,
  liquidationBandWidth,
  type LiquidationDatum,
} from './liquidation';

const d = (mark_price: number, short_liq_usd_new: number, long_liq_usd_new: number): LiquidationDatum => ({
  mark_price,
  short_liq_usd_new,
  long_liq_usd_new,
});

describe('liquidation histogram (spec 02 §3, §9: 24 buckets, 50 px offset, min width 2)', () => {
  it('makes 24 equal buckets over the visible range', () => {
    const b = bucketLiquidations([], 100, 124);
    expect(LIQUIDATION_BUCKETS).toBe(24);
    expect(b).toHaveLength(24);
    expect(b[0]).toMatchObject({ low: 100, high: 101 });
    expect(b[23]).toMatchObject({ low: 123, high: 124 });
  });

  it.each<[string, LiquidationDatum, number, { short: number; long: number }]>([
    ['bottom edge goes to bucket 0', d(100, 5, 7), 0, { short: 5, long: 7 }],
    ['an inner edge goes to the upper bucket', d(101, 1, 0), 1, { short: 1, long: 0 }],
    ['just below an edge stays in the lower bucket', d(100.999, 1, 0), 0, { short: 1, long: 0 }],
    ['the top of the range goes to the last bucket', d(124, 0, 3), 23, { short: 0, long: 3 }],
    ['negative amounts are ignored', d(110.5, -4, 2), 10, { short: 0, long: 2 }],
  ])('%s', (_name, datum, index, sums) => {
    const b = bucketLiquidations([datum], 100, 124);
    expect(b[index]).toMatchObject(sums);
    expect(b.reduce((a, x) => a + x.short + x.long, 0)).toBe(sums.short + sums.long);
  });

  it('sums several data in one bucket and ignores data out of range or malformed', () => {
    const b = bucketLiquidations(
      [d(105.2, 1, 2), d(105.9, 3, 4), d(99, 100, 100), d(125, 100, 100), d(NaN, 1, 1), { mark_price: 110 } as LiquidationDatum],
      100,
      124,
    );
    expect(b[5]).toMatchObject({ short: 4, long: 6 });
    expect(b.reduce((a, x) => a + x.short + x.long, 0)).toBe(10);
  });

  it.each<[number, number]>([
    [100, 100],
    [NaN, 10],
    [10, 5],
  ])('an empty or invalid range [%p, %p] gives no buckets', (min, max) => {
    expect(bucketLiquidations([d(5, 1, 1)], min, max)).toEqual([]);
  });

  it('lays bars out in their band, from the price scale leftwards, proportional, at least 2 px wide (decision 1973)', () => {
    const buckets = bucketLiquidations([d(100.5, 1000, 0), d(101.5, 1, 0), d(102.5, 0, 500)], 100, 124);
    // Price 124 at y = 0, 100 at y = 240 (10 px per unit); the band is [800, 904]: bars get 100 px (4 px gap).
    const bars = layoutLiquidationHistogram(buckets, (p) => (124 - p) * 10, { left: 800, width: 104 });
    expect(bars[0]).toMatchObject({ y: 230, height: 10, right: 904, shortWidth: 100, longWidth: 0 });
    expect(bars[1]).toMatchObject({ shortWidth: 2 });
    expect(bars[2]).toMatchObject({ longWidth: 50 });
    expect(bars[3]).toMatchObject({ shortWidth: 0, longWidth: 0 });
    // Every bar stays inside the band: none reaches the candles left of it.
    for (const b of bars) expect(b.right - b.shortWidth - b.longWidth).toBeGreaterThanOrEqual(800);
  });

  it('draws nothing without a band', () => {
    const buckets = bucketLiquidations([d(100.5, 1000, 0)], 100, 124);
    expect(layoutLiquidationHistogram(buckets, (p) => p, { left: 800, width: 0 })).toEqual([]);
  });

  it.each<[string, number, boolean, number]>([
    ['spot: no histogram, no band', 1208, false, 0],
    ["a 390 px phone (318 px beside the scale): the spec's 50 px", 318, true, 50],
    ['a desktop chart of 708 px: 12 %', 708, true, 85],
    ['a wide chart: at most 120 px', 1848, true, 120],
    ['too narrow to keep 4 × 50 px of candles: none', 249, true, 0],
    ['not a number: none', NaN, true, 0],
  ])('band width: %s', (_name, available, histogram, width) => {
    expect(liquidationBandWidth(available, histogram)).toBe(width);
  });
});
