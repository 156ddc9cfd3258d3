import { predictPrices } from './price-prediction';

describe('predictPrices (issue 25 item 5: compounding the user’s yearly growth)', () => {
  it.each([
    ['+10 % a year from 100', 100, 10, [110, 121, 133.1]],
    ['0 % keeps the price', 60000, 0, [60000, 60000, 60000]],
    ['−50 % halves each year', 3000, -50, [1500, 750, 375]],
    ['below −99 % is clamped to −99 %', 100, -150, [1, 0.01, 0.0001]],
  ])('%s', (_label, price, growth, expected) => {
    const rows = predictPrices(price, growth, 2026, 3);
    expect(rows.map((r) => r.year)).toEqual([2027, 2028, 2029]);
    rows.forEach((row, i) => expect(row.price).toBeCloseTo(expected[i] ?? NaN, 6));
  });
  it.each([
    ['a zero price', 0, 10],
    ['a negative price', -1, 10],
    ['a non-finite growth', 100, Number.NaN],
  ])('gives no rows for %s', (_label, price, growth) => expect(predictPrices(price, growth, 2026)).toEqual([]));
  it('reports the change from today', () => expect(predictPrices(100, 10, 2026, 2)[1]?.changePct).toBeCloseTo(21, 6));
});
