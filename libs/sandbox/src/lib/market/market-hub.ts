import type { MarketKind } from '@exchange/api';

/** A test's command to the live streams of a symbol: an immediate tick, at `price` and of `size` (base amount) when given. */
export interface MarketPush {
  price?: number;
  size?: number;
}

type Listener = (push: MarketPush) => void;

interface Hub {
  listeners: Map<string, Set<Listener>>;
}

const HUB_KEY = Symbol.for('exchange.sandbox.marketHub');

/**
 * One registry per process, kept on globalThis: the app's route bundles may each load their own copy of
 * the sandbox module, and a push sent through the control route must reach streams served by the API route.
 */
const hub = (): Hub => {
  const holder = globalThis as unknown as Record<symbol, Hub | undefined>;
  const existing = holder[HUB_KEY];
  if (existing) return existing;
  const created: Hub = { listeners: new Map() };
  holder[HUB_KEY] = created;
  return created;
};

const keyOf = (market: MarketKind, symbol: string) => `${market}:${symbol}`;

/** Listens for pushes to a symbol's streams; returns the unsubscribe function. */
export function onMarketPush(market: MarketKind, symbol: string, listener: Listener): () => void {
  const { listeners } = hub();
  const key = keyOf(market, symbol);
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}

/** Sends a push to every open stream of the symbol (any resolution); returns how many got it. */
export function pushMarket(market: MarketKind, symbol: string, push: MarketPush): number {
  const set = hub().listeners.get(keyOf(market, symbol));
  if (!set) return 0;
  for (const listener of [...set]) listener(push);
  return set.size;
}

/** Open streams of a symbol (tests, the control's answer). */
export function marketListenerCount(market: MarketKind, symbol: string): number {
  return hub().listeners.get(keyOf(market, symbol))?.size ?? 0;
}
