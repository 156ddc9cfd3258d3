import { takeFromBook } from './book-fill';

const BOOK = {
  bids: [
    [59999, 0.5],
    [59998, 1],
  ] as [number, number][],
  asks: [
    [60001, 0.3],
    [60002, 0.4],
    [60003, 2],
  ] as [number, number][],
};
const GRID = { tick: 0.01, step: 0.0001 };

describe('takeFromBook (issue 21: market orders fill against the simulated book with slippage)', () => {
  it.each([
    ['a small market buy takes the best ask', 'buy', 0.1, undefined, [{ price: 60001, amount: 0.1 }]],
    [
      'a larger market buy walks the asks (slippage)',
      'buy',
      0.5,
      undefined,
      [
        { price: 60001, amount: 0.3 },
        { price: 60002, amount: 0.2 },
      ],
    ],
    [
      'a market sell hits the bids',
      'sell',
      0.6,
      undefined,
      [
        { price: 59999, amount: 0.5 },
        { price: 59998, amount: 0.1 },
      ],
    ],
    ['a limit buy stops at its price', 'buy', 1, 60001, [{ price: 60001, amount: 0.3 }]],
    ['a limit buy below the ask takes nothing', 'buy', 1, 60000, []],
    [
      'more than the book: what there is',
      'sell',
      5,
      undefined,
      [
        { price: 59999, amount: 0.5 },
        { price: 59998, amount: 1 },
      ],
    ],
  ] as const)('%s', (_case, side, amount, limit, expected) => {
    expect(takeFromBook(BOOK, side, amount, GRID, limit)).toEqual(expected);
  });

  it('takes nothing from an empty book', () => {
    expect(takeFromBook({ bids: [], asks: [] }, 'buy', 1, GRID)).toEqual([]);
  });
});
