'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MarketFill, MarketKind, MarketTicker } from '../schemas/market';
import type { PublicTrade, RealtimeBalance } from '../schemas/realtime';
import type { FuturesAccount, FuturesOrder, FuturesPosition, SpotOrder } from '../schemas/trading';
import { createBrowserRealtimeClient } from './browser-client';
import {
  balancesReducer,
  bookReducer,
  fillsReducer,
  futuresAccountReducer,
  futuresOrdersReducer,
  orderEventsReducer,
  positionsReducer,
  ordersReducer,
  tickersReducer,
  tradesReducer,
  viewOfBook,
  type ChannelReducer,
  type OrderBookView,
  type OrderEventsState,
} from './channel-stores';
import { channels } from './channels';
import { createFrameBatcher } from './frame-batcher';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';
import { createSharedChannels, initialOf, type SharedChannels } from './shared-channels';

interface RealtimeContextValue {
  client: RealtimeClient | null;
  /** The page's one state per channel (decision 1937); null without a client. */
  channels: SharedChannels | null;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export interface RealtimeProviderProps {
  /** The socket URLs (the site's `ws` hosts; a same-origin path with the embedded sandbox). */
  urls: readonly string[];
  /** A client to use instead (tests, stories). */
  client?: RealtimeClient;
  children: ReactNode;
}

/**
 * The page's realtime connection (issue 20, decisions 1801 and 1850): the browser's one socket, shared by its tabs
 * through a shared worker (a socket of this tab's own where there is none), created on first use, resynced when the
 * page becomes visible again or the network comes back.
 */
export function RealtimeProvider({ urls, client: given, children }: RealtimeProviderProps) {
  const key = urls.join(' ');
  // Made at once (it connects only when something subscribes, in an effect): the chart's datafeed and the hooks can
  // hold it from their first render. It lives as long as the page (the app shell's provider never unmounts).
  const client = useMemo(() => given ?? (key === '' ? null : createBrowserRealtimeClient(key.split(' '))), [given, key]);
  const batcher = useMemo(() => createFrameBatcher(), []);
  useEffect(() => {
    if (!client) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') client.resync('visible');
    };
    const onOnline = () => client.resync('online');
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [client]);
  const value = useMemo(() => ({ client, channels: client ? createSharedChannels(client, batcher) : null }), [client, batcher]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** The page's realtime client (null outside a provider or without socket URLs). */
export const useRealtimeClient = (): RealtimeClient | null => useContext(RealtimeContext)?.client ?? null;

/** The connection's status, for a "live / reconnecting" badge. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  // 'closed' on the first render, as the server rendered it (hydration); the client's own status right after.
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  useEffect(() => {
    if (!client) return undefined;
    setStatus(client.status());
    return client.onStatus(setStatus);
  }, [client]);
  return status;
}

/**
 * The state of one channel, reduced from its messages outside React and rendered at most once per animation frame.
 * Every hook of the page reading a channel reads the same state (decision 1937): one mounted late sees what the
 * channel has said since the first one subscribed. `ch` null subscribes to nothing (a private channel without a user).
 */
export function useChannel<S>(ch: string | null, reducer: ChannelReducer<S>): S {
  const shared = useContext(RealtimeContext)?.channels ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => (shared && ch !== null ? shared.listen(ch, reducer, onChange) : () => undefined),
    [shared, ch, reducer],
  );
  const read = () => (shared && ch !== null ? shared.read(ch, reducer) : initialOf(reducer));
  // The server rendered the initial state: hydration starts from it too.
  return useSyncExternalStore(subscribe, read, () => initialOf(reducer));
}

/** The order book of a symbol: best levels first, never crossed; `stale` while a snapshot is awaited. */
export function useOrderBook(symbol: string, market: MarketKind = 'spot', depth?: number): OrderBookView {
  const state = useChannel(channels.book(market, symbol), bookReducer);
  return useMemo(() => viewOfBook(state, depth), [state, depth]);
}

/** The latest public trades of a symbol, newest first; null until the first message (an empty list: no trades yet). */
export const useTrades = (symbol: string, market: MarketKind = 'spot'): PublicTrade[] | null =>
  useChannel(channels.trades(market, symbol), tradesReducer);

/** The live tickers of a market by symbol (empty until the first push). */
export const useTickers = (market: MarketKind = 'spot'): ReadonlyMap<string, MarketTicker> =>
  useChannel(channels.tickers(market), tickersReducer);

/** The live ticker of one symbol, or null until the first push. */
export const useTicker = (symbol: string, market: MarketKind = 'spot'): MarketTicker | null => useTickers(market).get(symbol) ?? null;

/** The logged-in user's open orders as they change (private channel; null until the first push or when logged out). */
export const useOrders = (loggedIn: boolean): SpotOrder[] | null => useChannel(loggedIn ? channels.orders() : null, ordersReducer);

/** The logged-in user's spot balances as they change (private channel). */
export const useBalances = (loggedIn: boolean): RealtimeBalance[] | null =>
  useChannel(loggedIn ? channels.balances() : null, balancesReducer);

/** The logged-in user's fills as they happen (private channel). */
export const useFills = (loggedIn: boolean): MarketFill[] | null => useChannel(loggedIn ? channels.fills() : null, fillsReducer);

/** The logged-in user's futures positions (private channel). */
export const usePositions = (loggedIn: boolean): FuturesPosition[] | null =>
  useChannel(loggedIn ? channels.positions() : null, positionsReducer);

/** The logged-in user's open futures orders (private channel, issue 21). */
export const useFuturesOrders = (loggedIn: boolean): FuturesOrder[] | null =>
  useChannel(loggedIn ? channels.futuresOrders() : null, futuresOrdersReducer);

/** The logged-in user's futures account: balance, available, margins (private channel, issue 21). */
export const useFuturesAccount = (loggedIn: boolean): FuturesAccount | null =>
  useChannel(loggedIn ? channels.futuresAccount() : null, futuresAccountReducer);

/** What happened to the user's orders since the page subscribed (private channel, issue 21): `news` for the toasts. */
export const useOrderEvents = (loggedIn: boolean): OrderEventsState =>
  useChannel(loggedIn ? channels.orderEvents() : null, orderEventsReducer);

export type { PublicTrade, RealtimeBalance };
