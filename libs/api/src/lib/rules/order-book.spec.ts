import { EMPTY_BOOK, applyBookDelta, applyBookSnapshot, bookLevels, isCrossed, type OrderBookState } from './order-book';

const snapshot = applyBookSnapshot({
  seq: 10,
  bids: [
    [100, 1],
    [99, 2],
  ],
  asks: [
    [101, 1],
    [102, 3],
  ],
}).book;

const levels = (book: OrderBookState) => ({ bids: [...book.bids.entries()], asks: [...book.asks.entries()] });

describe('applyBookSnapshot', () => {
  it('replaces the book and drops empty levels', () => {
    const { book, resync } = applyBookSnapshot({ seq: 3, bids: [[1, 0]], asks: [[2, 1]] });
    expect(resync).toBe(false);
    expect(levels(book)).toEqual({ bids: [], asks: [[2, 1]] });
    expect(book.stale).toBe(false);
  });

  it('refuses a crossed snapshot and asks for another', () => {
    const result = applyBookSnapshot({ seq: 3, bids: [[102, 1]], asks: [[101, 1]] });
    expect(result.resync).toBe(true);
    expect(result.book.stale).toBe(true);
    expect(result.book.bids.size + result.book.asks.size).toBe(0);
  });
});

describe('applyBookDelta (sequence numbers, gaps, never crossed)', () => {
  it.each([
    ['the next seq applies, size 0 removes a level', 11, [[99, 0]], [[101, 4]], { seq: 11, resync: false, stale: false }],
    ['an old seq is ignored (already in the snapshot)', 10, [[99, 0]], [], { seq: 10, resync: false, stale: false }],
    ['a skipped seq is a gap: resync, book kept', 12, [[99, 0]], [], { seq: 10, resync: true, stale: true }],
    ['a delta that would cross is refused: resync', 11, [[101.5, 1]], [], { seq: 10, resync: true, stale: true }],
  ] as const)('%s', (_name, seq, bids, asks, expected) => {
    const result = applyBookDelta(snapshot, { seq, bids: bids.map((l) => [...l]), asks: asks.map((l) => [...l]) } as never);
    expect({ seq: result.book.seq, resync: result.resync, stale: result.book.stale }).toEqual(expected);
    expect(isCrossed(result.book)).toBe(false);
  });

  it('a stale book waits for its snapshot: deltas neither apply nor ask again', () => {
    const stale = applyBookDelta(snapshot, { seq: 15, bids: [], asks: [] }).book;
    const result = applyBookDelta(stale, { seq: 11, bids: [[50, 1]], asks: [] });
    expect(result).toEqual({ book: stale, resync: false });
  });

  it('the empty book is stale until a snapshot', () => {
    expect(applyBookDelta(EMPTY_BOOK, { seq: 0, bids: [[1, 1]], asks: [] }).book).toBe(EMPTY_BOOK);
  });
});

describe('bookLevels', () => {
  it('best first on each side, with running totals, to the depth asked', () => {
    const next = applyBookDelta(snapshot, { seq: 11, bids: [[98, 5]], asks: [] }).book;
    expect(bookLevels(next, 2)).toEqual({
      bids: [
        { price: 100, size: 1, total: 1 },
        { price: 99, size: 2, total: 3 },
      ],
      asks: [
        { price: 101, size: 1, total: 1 },
        { price: 102, size: 3, total: 4 },
      ],
    });
  });
});
