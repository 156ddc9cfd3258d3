import { computeKdj } from './kdj';
import { candlesFromHlc } from './reference';
import type { KdjSettings } from './settings';

function referenceKdj(rows: [number, number, number][], s: KdjSettings) {
  const k: (number | undefined)[] = [];
  const d: (number | undefined)[] = [];
  const j: (number | undefined)[] = [];
  let pk = 50;
  let pd = 50;
  rows.forEach(([, , close], i) => {
    if (i < s.period - 1) {
      k.push(undefined);
      d.push(undefined);
      j.push(undefined);
      return;
    }
    const window = rows.slice(i - s.period + 1, i + 1);
    const hh = Math.max(...window.map((r) => r[0]));
    const ll = Math.min(...window.map((r) => r[1]));
    const rsv = hh === ll ? 50 : ((close - ll) / (hh - ll)) * 100;
    pk = (pk * (s.k - 1) + rsv) / s.k;
    pd = (pd * (s.d - 1) + pk) / s.d;
    k.push(pk);
    d.push(pd);
    j.push(3 * pk - 2 * pd);
  });
  return { k, d, j };
}

const closeTo = (actual: (number | undefined)[], expected: (number | undefined)[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => (e === undefined ? expect(actual[i]).toBeUndefined() : expect(actual[i]).toBeCloseTo(e, 9)));
};

describe('computeKdj', () => {
  it('matches hand-computed values for 3/3/3', () => {
    // RSV = 75, 0, 100/3; K = 175/3, 350/9, 1000/27; D = 475/9, 1300/27, 400/9.
    const r = computeKdj(
      candlesFromHlc([
        [10, 8, 9],
        [11, 9, 10],
        [12, 10, 11],
        [11, 9, 9],
        [10, 10, 10],
      ]),
      { period: 3, k: 3, d: 3 },
    );
    closeTo(r.k, [undefined, undefined, 175 / 3, 350 / 9, 1000 / 27]);
    closeTo(r.d, [undefined, undefined, 475 / 9, 1300 / 27, 400 / 9]);
    closeTo(r.j, [undefined, undefined, 625 / 9, 550 / 27, 200 / 9]);
  });

  it('uses RSV 50 when the range is flat', () => {
    const r = computeKdj(
      candlesFromHlc([
        [5, 5, 5],
        [5, 5, 5],
        [5, 5, 5],
      ]),
      { period: 2, k: 3, d: 3 },
    );
    closeTo(r.k, [undefined, 50, 50]);
    closeTo(r.j, [undefined, 50, 50]);
  });

  it.each<KdjSettings>([
    { period: 9, k: 3, d: 3 },
    { period: 1, k: 1, d: 1 },
    { period: 14, k: 5, d: 2 },
    { period: 300, k: 3, d: 3 },
  ])('matches the reference implementation for %o', (s) => {
    let seed = 11;
    const rows: [number, number, number][] = Array.from({ length: 400 }, () => {
      seed = (seed * 16807) % 2147483647;
      const mid = 100 + (seed / 2147483647) * 20;
      const spread = (seed % 7) / 3;
      return [mid + spread, mid - spread, mid + spread * ((seed % 5) / 5 - 0.5)];
    });
    const r = computeKdj(candlesFromHlc(rows), s);
    const ref = referenceKdj(rows, s);
    closeTo(r.k, ref.k);
    closeTo(r.d, ref.d);
    closeTo(r.j, ref.j);
  });

  it('is all undefined while fewer candles than the period exist', () => {
    expect(computeKdj(candlesFromHlc([[2, 1, 1]]), { period: 9, k: 3, d: 3 })).toEqual({ k: [undefined], d: [undefined], j: [undefined] });
  });
});
