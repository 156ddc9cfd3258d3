import { computeBoll, computeEma, computeMa } from './moving-averages';
import { candlesFromCloses } from './reference';

const closeTo = (actual: (number | undefined)[], expected: (number | undefined)[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => (e === undefined ? expect(actual[i]).toBeUndefined() : expect(actual[i]).toBeCloseTo(e, 9)));
};

describe('moving averages', () => {
  const candles = candlesFromCloses([1, 2, 3, 4, 8]);

  it.each<[string, (number | undefined)[], (number | undefined)[]]>([
    ['MA(3)', computeMa(candles, 3), [undefined, undefined, 2, 3, 5]],
    ['MA(1)', computeMa(candles, 1), [1, 2, 3, 4, 8]],
    ['EMA(3): seed 2, then 0.5·4 + 0.5·2, then 0.5·8 + 0.5·3', computeEma(candles, 3), [undefined, undefined, 2, 3, 5.5]],
    ['MA(6) longer than the data', computeMa(candles, 6), [undefined, undefined, undefined, undefined, undefined]],
    ['MA(2) of hl2: hl2 = 1, 1.5, 2.5, 3.5, 6', computeMa(candles, 2, 'hl2'), [undefined, 1.25, 2, 3, 4.75]],
  ])('%s', (_name, actual, expected) => closeTo(actual, expected));

  it('computes Bollinger Bands with the population deviation', () => {
    const r = computeBoll(candlesFromCloses([1, 2, 3, 5]), { period: 3, multiplier: 2, source: 'close' });
    const sd1 = Math.sqrt(2 / 3);
    const sd2 = Math.sqrt(((2 - 10 / 3) ** 2 + (3 - 10 / 3) ** 2 + (5 - 10 / 3) ** 2) / 3);
    closeTo(r.mid, [undefined, undefined, 2, 10 / 3]);
    closeTo(r.upper, [undefined, undefined, 2 + 2 * sd1, 10 / 3 + 2 * sd2]);
    closeTo(r.lower, [undefined, undefined, 2 - 2 * sd1, 10 / 3 - 2 * sd2]);
  });
});
