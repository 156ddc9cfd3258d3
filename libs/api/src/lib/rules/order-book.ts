import type { BookDeltaMessage, BookLevel, BookSnapshotMessage } from '../schemas/realtime';

/**
 * The snapshot + delta order book (issue 20, decision 1802). A book is the levels by price of each side and the
 * sequence number of the last message applied. Rules:
 * - a snapshot replaces the book;
 * - a delta applies only on top of `seq - 1`; an older one is ignored (already in the snapshot), a newer one is a gap:
 *   the book is kept as it was, marked `stale`, and the caller asks for a snapshot;
 * - a level of size 0 is removed;
 * - a book whose best bid would reach its best ask is never shown: the delta is refused like a gap (resync).
 */
export interface OrderBookState {
  seq: number;
  bids: ReadonlyMap<number, number>;
  asks: ReadonlyMap<number, number>;
  /** True from a gap until the next snapshot. */
  stale: boolean;
}

export type BookApplyResult = { book: OrderBookState; resync: boolean };

export const EMPTY_BOOK: OrderBookState = { seq: -1, bids: new Map(), asks: new Map(), stale: true };

const toMap = (levels: readonly BookLevel[]) => {
  const map = new Map<number, number>();
  for (const [price, size] of levels) if (size > 0 && price > 0) map.set(price, size);
  return map;
};

const bestBid = (bids: ReadonlyMap<number, number>) => {
  let best = -Infinity;
  for (const price of bids.keys()) if (price > best) best = price;
  return best;
};
const bestAsk = (asks: ReadonlyMap<number, number>) => {
  let best = Infinity;
  for (const price of asks.keys()) if (price < best) best = price;
  return best;
};

export const isCrossed = (book: Pick<OrderBookState, 'bids' | 'asks'>): boolean => bestBid(book.bids) >= bestAsk(book.asks);

export function applyBookSnapshot(message: Pick<BookSnapshotMessage, 'seq' | 'bids' | 'asks'>): BookApplyResult {
  const book = { seq: message.seq, bids: toMap(message.bids), asks: toMap(message.asks), stale: false };
  // A crossed snapshot is a broken one: keep nothing from it and ask again.
  if (isCrossed(book)) return { book: { ...EMPTY_BOOK }, resync: true };
  return { book, resync: false };
}

export function applyBookDelta(book: OrderBookState, message: Pick<BookDeltaMessage, 'seq' | 'bids' | 'asks'>): BookApplyResult {
  if (book.stale) return { book, resync: false };
  if (message.seq <= book.seq) return { book, resync: false };
  if (message.seq !== book.seq + 1) return { book: { ...book, stale: true }, resync: true };
  const bids = new Map(book.bids);
  const asks = new Map(book.asks);
  for (const [price, size] of message.bids) {
    if (size > 0) bids.set(price, size);
    else bids.delete(price);
  }
  for (const [price, size] of message.asks) {
    if (size > 0) asks.set(price, size);
    else asks.delete(price);
  }
  const next = { seq: message.seq, bids, asks, stale: false };
  if (isCrossed(next)) return { book: { ...book, stale: true }, resync: true };
  return { book: next, resync: false };
}

export interface BookSide {
  price: number;
  size: number;
  /** Running total of size from the best level to this one. */
  total: number;
}

/** The best `depth` levels of each side, best first, with running totals (what an order book panel draws). */
export function bookLevels(book: Pick<OrderBookState, 'bids' | 'asks'>, depth: number): { bids: BookSide[]; asks: BookSide[] } {
  const side = (map: ReadonlyMap<number, number>, descending: boolean): BookSide[] => {
    const prices = [...map.keys()].sort((a, b) => (descending ? b - a : a - b)).slice(0, Math.max(0, depth));
    let total = 0;
    return prices.map((price) => {
      const size = map.get(price) ?? 0;
      total += size;
      return { price, size, total };
    });
  };
  return { bids: side(book.bids, true), asks: side(book.asks, false) };
}
