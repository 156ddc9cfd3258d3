import { futuresOrderSide } from './futures-side';

describe('futuresOrderSide (decision 1965: futures orders read open/close long/short)', () => {
  it.each([
    ['a buy opens a long', 5, false, 'openLong'],
    ['a sell opens a short', -5, false, 'openShort'],
    ['a reduce-only sell closes a long', -3, true, 'closeLong'],
    ['a reduce-only buy closes a short', 3, true, 'closeShort'],
    ['no size, no side', 0, false, null],
    ['an unreadable size, no side', Number.NaN, true, null],
  ] as const)('%s', (_label, size, reduceOnly, expected) => {
    expect(futuresOrderSide(size, reduceOnly)).toBe(expected);
  });
});
