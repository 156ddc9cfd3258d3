import {
  bookDisplay,
  bookSpread,
  groupDecimals,
  groupLevels,
  groupStep,
  type BookLevelInput,
  type BookSideMode,
} from './order-book-display';

const lv = (price: number, size: number): BookLevelInput => ({ price, size });

// BTC/USDT in the sandbox: price precision 2 (tick 0.01), levels 6 USDT apart around 60,000.
const BIDS = [lv(60_000, 1), lv(59_994.37, 2), lv(59_990.01, 0.5), lv(59_899.99, 4)];
const ASKS = [lv(60_006, 1.5), lv(60_009.99, 0.25), lv(60_012.01, 3)];

describe('groupStep / groupDecimals (grouping by tick multiples)', () => {
  it.each([
    [2, 1, 0.01, 2],
    [2, 10, 0.1, 1],
    [2, 50, 0.5, 1],
    [2, 100, 1, 0],
    [2, 1000, 10, 0],
    [4, 10, 0.001, 3],
    [0, 10, 10, 0],
  ])('precision %i × %i → step %d, %i decimals', (precision, multiple, step, decimals) => {
    expect(groupStep(precision, multiple)).toBe(step);
    expect(groupDecimals(precision, multiple)).toBe(decimals);
  });
});

describe('groupLevels: bids round down, asks round up, sizes add', () => {
  it.each<[string, readonly BookLevelInput[], 'bid' | 'ask', number, BookLevelInput[]]>([
    ['no grouping keeps every level, best first', [lv(1.01, 1), lv(1.02, 2)], 'bid', 1, [lv(1.02, 2), lv(1.01, 1)]],
    [
      'bids to 1.00 (×100): 59,994.37 and 59,990.01 both → 59,990 / 59,994',
      BIDS,
      'bid',
      100,
      [lv(60_000, 1), lv(59_994, 2), lv(59_990, 0.5), lv(59_899, 4)],
    ],
    ['bids to 10.00 (×1000): 59,994.37 + 59,990.01 → 59,990', BIDS, 'bid', 1000, [lv(60_000, 1), lv(59_990, 2.5), lv(59_890, 4)]],
    ['asks to 10.00 (×1000): 60,006 + 60,009.99 → 60,010; 60,012.01 → 60,020', ASKS, 'ask', 1000, [lv(60_010, 1.75), lv(60_020, 3)]],
    ['asks to 0.5 (×50): 60,009.99 → 60,010', ASKS, 'ask', 50, [lv(60_006, 1.5), lv(60_010, 0.25), lv(60_012.5, 3)]],
    ['float sums do not split a group (0.1 + 0.2)', [lv(0.1 + 0.2, 1), lv(0.3, 1)], 'ask', 1, [lv(0.3, 2)]],
    ['empty, zero and negative levels are skipped', [lv(10, 0), lv(-1, 1), lv(Number.NaN, 1), lv(9, 1)], 'bid', 1, [lv(9, 1)]],
  ])('%s', (_label, levels, side, multiple, expected) => {
    const grouped = groupLevels(levels, side, 2, multiple);
    expect(grouped.map((l) => l.price)).toEqual(expected.map((l) => l.price));
    grouped.forEach((l, i) => expect(l.size).toBeCloseTo(expected[i]?.size ?? Number.NaN, 10));
  });
});

describe('bookSpread', () => {
  it.each([
    [60_000, 60_006, 6, 6 / 60_003],
    [100, 101, 1, 1 / 100.5],
    [undefined, 60_006, null, null],
    [60_000, undefined, null, null],
  ])('bid %s ask %s → %s', (bid, ask, value, ratio) => {
    const spread = bookSpread(bid, ask);
    if (value === null) expect(spread).toBeNull();
    else {
      expect(spread?.value).toBeCloseTo(value, 10);
      expect(spread?.ratio).toBeCloseTo(ratio ?? 0, 12);
    }
  });
});

describe('bookDisplay: never crossed', () => {
  it.each<[string, BookLevelInput[], BookLevelInput[], number, number]>([
    ['a sound book stays as it is', BIDS, ASKS, 60_000, 60_006],
    ['a bid at the best ask is dropped', [lv(60_006, 1), ...BIDS], ASKS, 60_000, 60_006],
    ['bids above the best ask are dropped', [lv(60_020, 1), lv(60_007, 1), ...BIDS], ASKS, 60_000, 60_006],
    ['grouping to 10 cannot cross: 60,000 ↓ and 60,006 ↑', BIDS, ASKS, 60_000, 60_010],
  ])('%s', (label, bids, asks, bestBid, bestAsk) => {
    const multiple = label.startsWith('grouping') ? 1000 : 1;
    const display = bookDisplay({ bids, asks }, { pricePrecision: 2, multiple, mode: 'both', rows: 10 });
    expect(display.bids[0]?.price).toBe(bestBid);
    expect(display.asks[0]?.price).toBe(bestAsk);
    expect(display.bids[0]?.price ?? Infinity).toBeLessThan(display.asks[0]?.price ?? -Infinity);
    expect(display.spread?.value).toBeCloseTo(bestAsk - bestBid, 8);
  });
});

describe('bookDisplay: sides and rows', () => {
  it.each<[BookSideMode, number, number]>([
    ['both', 2, 2],
    ['bids', 0, 4],
    ['asks', 3, 0],
  ])('mode %s with 2 rows a side → %i asks, %i bids (one side alone gets twice the rows)', (mode, asks, bids) => {
    const display = bookDisplay({ bids: BIDS, asks: ASKS }, { pricePrecision: 2, multiple: 1, mode, rows: 2 });
    expect(display.asks).toHaveLength(asks);
    expect(display.bids).toHaveLength(bids);
    // The spread is the book's, whichever side is shown.
    expect(display.spread?.value).toBeCloseTo(6, 8);
  });
});

describe('bookDisplay: depth bars', () => {
  it('running totals over the deepest total shown on either side', () => {
    const display = bookDisplay({ bids: BIDS, asks: ASKS }, { pricePrecision: 2, multiple: 1, mode: 'both', rows: 3 });
    // Bids 1, 3, 3.5; asks 1.5, 1.75, 4.75: the deepest is the asks' 4.75.
    expect(display.bids.map((l) => l.total)).toEqual([1, 3, 3.5]);
    expect(display.asks.map((l) => l.total)).toEqual([1.5, 1.75, 4.75]);
    expect(display.asks[2]?.depth).toBe(1);
    expect(display.bids[0]?.depth).toBeCloseTo(1 / 4.75, 10);
    expect(display.bids[2]?.depth).toBeCloseTo(3.5 / 4.75, 10);
  });

  it('an empty book has no bars, no spread and no rows', () => {
    expect(bookDisplay({ bids: [], asks: [] }, { pricePrecision: 2, multiple: 1, mode: 'both', rows: 10 })).toEqual({
      asks: [],
      bids: [],
      spread: null,
    });
  });

  it('one side alone fills its bars against itself', () => {
    const display = bookDisplay({ bids: BIDS, asks: ASKS }, { pricePrecision: 2, multiple: 1, mode: 'bids', rows: 2 });
    expect(display.bids.at(-1)?.depth).toBe(1);
  });
});
