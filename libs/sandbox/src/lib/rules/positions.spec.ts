import { checkTpsl } from './positions';

describe('checkTpsl (mark 60,000)', () => {
  it.each([
    // [side, size, TP, SL, refusal]
    ['long', 3, 65000, 55000, null],
    ['long', 3, 59000, 0, 'take-profit-side'],
    ['long', 3, 60000, 0, 'take-profit-side'],
    ['long', 3, 0, 61000, 'stop-loss-side'],
    ['long', 3, 0, 0, null],
    ['short', -3, 55000, 65000, null],
    ['short', -3, 61000, 0, 'take-profit-side'],
    ['short', -3, 0, 59000, 'stop-loss-side'],
  ] as const)('%s %d: TP %d SL %d', (_side, size, tp, sl, expected) => {
    expect(checkTpsl(size, 60000, tp, sl)).toBe(expected);
  });
});
