import { MAX_WALK_SAMPLES, WALK_STEP_MS, missedPrints, type MarketSeen } from './missed-prints';

// Decision 1911: the prints a browser missed are the tape's after what it saw, then the walk sampled once a second.
const T0 = 1_700_000_000_000;
const walk = { priceAt: (time: number) => 60_000 + (time - T0) / 1000, sizeAt: () => 0.5 };
const tape = (...prints: [seq: number, time: number, price: number][]) => ({
  prints: prints.map(([seq, time, price]) => ({ seq, time, price, size: 0.1 })),
  last: prints.reduce((max, [seq]) => Math.max(max, seq), 0),
});

describe('missedPrints', () => {
  it.each<[string, MarketSeen | null, ReturnType<typeof tape>, number, number[], MarketSeen]>([
    [
      'a first look meets the tape (no walk) and starts at its end',
      null,
      tape([1, T0, 1], [2, T0, 2]),
      T0 + 60_000,
      [1, 2],
      { seq: 2, time: T0 + 60_000 },
    ],
    ['nothing new within a second', { seq: 2, time: T0 }, tape([2, T0, 2]), T0 + 999, [], { seq: 2, time: T0 }],
    ['the walk, once a second', { seq: 0, time: T0 }, tape(), T0 + 3_500, [60_001, 60_002, 60_003], { seq: 0, time: T0 + 3_000 }],
    [
      "the tape's new prints, then the walk after the last of them",
      { seq: 1, time: T0 },
      tape([1, T0, 5], [2, T0 + 500, 6], [3, T0 + 1_000, 7]),
      T0 + 3_000,
      [6, 7, 60_002, 60_003],
      { seq: 3, time: T0 + 3_000 },
    ],
    ['a tape that started again: all of it is new', { seq: 40, time: T0 }, tape([1, T0 + 10, 9]), T0 + 500, [9], { seq: 1, time: T0 + 10 }],
    ['a clock turned back: no walk', { seq: 0, time: T0 }, tape(), T0 - 5_000, [], { seq: 0, time: T0 }],
  ])('%s', (_case, seen, taped, now, prices, next) => {
    const result = missedPrints(seen, taped, walk, now);
    expect(result.prints.map((p) => p.price)).toEqual(prices);
    expect(result.seen).toEqual(next);
  });

  it(`a day away is sampled at most ${MAX_WALK_SAMPLES} times, evenly`, () => {
    const day = 86_400_000;
    const result = missedPrints({ seq: 0, time: T0 }, tape(), walk, T0 + day);
    expect(result.prints).toHaveLength(MAX_WALK_SAMPLES);
    const [first, second] = result.prints;
    expect((second?.time ?? 0) - (first?.time ?? 0)).toBe(day / MAX_WALK_SAMPLES);
    expect(result.seen.time).toBe(T0 + day);
    expect(day / MAX_WALK_SAMPLES).toBeGreaterThan(WALK_STEP_MS);
  });
});
