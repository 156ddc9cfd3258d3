import { bucketLiquidations, layoutLiquidationHistogram, LIQUIDATION_BUCKETS, type LiquidationDatum } from './liquidation';

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

  it('lays bars out 50 px from the axis, proportional, at least 2 px wide', () => {
    const buckets = bucketLiquidations([d(100.5, 1000, 0), d(101.5, 1, 0), d(102.5, 0, 500)], 100, 124);
    // Price 124 at y = 0, 100 at y = 240 (10 px per unit).
    const bars = layoutLiquidationHistogram(buckets, (p) => (124 - p) * 10, 900, 200);
    expect(bars[0]).toMatchObject({ y: 230, height: 10, right: 850, shortWidth: 200, longWidth: 0 });
    expect(bars[1]).toMatchObject({ shortWidth: 2 });
    expect(bars[2]).toMatchObject({ longWidth: 100 });
    expect(bars[3]).toMatchObject({ shortWidth: 0, longWidth: 0 });
  });
});
