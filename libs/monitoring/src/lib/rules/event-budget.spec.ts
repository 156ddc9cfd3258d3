import { MAX_CUSTOM_EVENTS_PER_VIEW, hasCustomEventBudget, resolveEventCap } from './event-budget';

describe('hasCustomEventBudget (spec 03 §9: max 10 custom events per view)', () => {
  it('uses the spec value', () => expect(MAX_CUSTOM_EVENTS_PER_VIEW).toBe(10));

  it.each([
    [0, undefined, true],
    [9, undefined, true],
    [10, undefined, false],
    [11, undefined, false],
    [2, 3, true],
    [3, 3, false],
    [0, 0, false],
    [-1, undefined, false],
    [Number.NaN, undefined, false],
    [9, Number.NaN, true],
    [10, -5, false],
  ])('%s sent, cap %s -> %s', (sent, cap, out) => expect(hasCustomEventBudget(sent, cap)).toBe(out));
});

describe('resolveEventCap', () => {
  it.each([
    [undefined, 10],
    [5, 5],
    [0, 0],
    [-1, 10],
    [2.5, 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('%s -> %s', (cap, out) => expect(resolveEventCap(cap)).toBe(out));
});
