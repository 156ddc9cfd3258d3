import { EMPTY_BOOK, applyBookDelta, applyBookSnapshot, bookLevels, type BookSide, type OrderBookState } from '../rules/order-book';
import type { KlineBar, MarketFill, MarketTicker } from '../schemas/market';
import type { ChannelMessage, PublicTrade, RealtimeBalance } from '../schemas/realtime';
import type { FuturesAccount, FuturesOrder, FuturesPosition, OrderEvent, SpotOrder } from '../schemas/trading';

/**
 * What each channel's consumer keeps (issue 20): a reducer per channel kind, React-free, so the hooks, the
 * benchmark and the tests share them. `resync` asks the client for a snapshot of the channel.
 */
export interface ChannelReducer<S> {
  initial: () => S;
  reduce: (state: S, message: ChannelMessage, resync: () => void) => S;
  /** The channel's data may have been missed: what to keep until fresh data arrives. */
  reset?: (state: S) => S;
}

export interface OrderBookView {
  bids: BookSide[];
  asks: BookSide[];
  seq: number;
  /** Waiting for a snapshot (first load, after a gap or a reconnect): the levels shown are the last good ones. */
  stale: boolean;
  /** Snapshots applied so far (diagnostics, e2e). */
  snapshots: number;
}

/** Book levels a panel draws by default. */
export const BOOK_DEPTH = 20;

export const bookReducer: ChannelReducer<{ book: OrderBookState; snapshots: number }> = {
  initial: () => ({ book: EMPTY_BOOK, snapshots: 0 }),
  reduce: (state, message, resync) => {
    if (message.type === 'book_snapshot') {
      const result = applyBookSnapshot(message);
      if (result.resync) resync();
      return { book: result.book, snapshots: state.snapshots + 1 };
    }
    if (message.type === 'book_delta') {
      const wasStale = state.book.stale;
      const result = applyBookDelta(state.book, message);
      if (result.resync && !wasStale) resync();
      return result.book === state.book ? state : { ...state, book: result.book };
    }
    return state;
  },
  reset: (state) => ({ ...state, book: { ...state.book, stale: true } }),
};

export const viewOfBook = (state: { book: OrderBookState; snapshots: number }, depth = BOOK_DEPTH): OrderBookView => ({
  ...bookLevels(state.book, depth),
  seq: state.book.seq,
  stale: state.book.stale,
  snapshots: state.snapshots,
});

/** Most recent trades kept (newest first). */
export const TRADES_KEPT = 50;

/**
 * The channel's trades, newest first; null until its first message (the snapshot: the market's recent trades, empty
 * on a market never traded), so a panel can tell "waiting" from "no trades yet" (decision 1971). A trade seen before
 * (the snapshot again after a reconnect, a repeated frame) is not listed twice.
 */
export const tradesReducer: ChannelReducer<PublicTrade[] | null> = {
  initial: () => null,
  reduce: (state, message) => {
    if (message.type !== 'trades') return state;
    const seen = new Set<string>();
    return [...[...message.data].reverse(), ...(state ?? [])]
      .filter((t) => !seen.has(t.id) && seen.add(t.id))
      .sort((a, b) => b.time - a.time)
      .slice(0, TRADES_KEPT);
  },
};

export const tickersReducer: ChannelReducer<ReadonlyMap<string, MarketTicker>> = {
  initial: () => new Map(),
  reduce: (state, message) => {
    if (message.type !== 'tickers') return state;
    const next = new Map(state);
    for (const ticker of message.data) next.set(ticker.symbol, ticker);
    return next;
  },
};

export const candleReducer: ChannelReducer<KlineBar | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'candle' ? message.data : state),
};

export const ordersReducer: ChannelReducer<SpotOrder[] | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'orders' ? message.data : state),
};

export const balancesReducer: ChannelReducer<RealtimeBalance[] | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'balances' ? message.data : state),
};

export const fillsReducer: ChannelReducer<MarketFill[] | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'fills' ? message.data : state),
};

export const positionsReducer: ChannelReducer<FuturesPosition[] | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'positions' ? message.data : state),
};

export const futuresOrdersReducer: ChannelReducer<FuturesOrder[] | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'futures_orders' ? message.data : state),
};

export const futuresAccountReducer: ChannelReducer<FuturesAccount | null> = {
  initial: () => null,
  reduce: (state, message) => (message.type === 'futures_account' ? message.data : state),
};

/** Order events kept (newest last). */
export const ORDER_EVENTS_KEPT = 50;

/**
 * The order events as news (issue 21 toasts): the first message after subscribing is history (`seen` moves past it,
 * nothing new); later messages add the events above `seen`, each once, in `seq` order.
 */
export interface OrderEventsState {
  /** The highest `seq` seen so far (history included). */
  seen: number;
  /** Events that arrived as news, newest last (at most ORDER_EVENTS_KEPT). */
  news: OrderEvent[];
}

export const orderEventsReducer: ChannelReducer<OrderEventsState> = {
  initial: () => ({ seen: -1, news: [] }),
  reduce: (state, message) => {
    if (message.type !== 'order_events') return state;
    const top = message.data.reduce((max, event) => Math.max(max, event.seq), state.seen);
    if (message.snapshot === true || state.seen < 0) return { ...state, seen: Math.max(top, 0) };
    const fresh = message.data.filter((event) => event.seq > state.seen).sort((a, b) => a.seq - b.seq);
    return fresh.length === 0 ? state : { seen: top, news: [...state.news, ...fresh].slice(-ORDER_EVENTS_KEPT) };
  },
};
