import { roundToStep } from './quick-order';

describe('roundToStep', () => {
  it.each<[number, number, number]>([
    [64000.123456, 0.01, 64000.12],
    [0.123456, 0.0001, 0.1235],
    [1234.5, 10, 1230],
    [5, 0, 5],
  ])('rounds %d to step %d → %d', (v, step, out) => {
    expect(roundToStep(v, step)).toBe(out);
  });
});
