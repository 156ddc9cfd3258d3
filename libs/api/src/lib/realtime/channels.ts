import type { MarketKind, MarketResolution } from '../schemas/market';

/**
 * Channel names of the realtime socket (issue 20, decision 1800): `<kind>:<market>:<symbol>[:<resolution>]` for the
 * public market channels, `orders`, `balances`, `fills` and `positions` for the logged-in user's own (authenticated by the session
 * cookie the socket's upgrade request carries, never by a secret in the page).
 */
export const PRIVATE_CHANNELS = ['orders', 'balances', 'fills', 'positions', 'futures_orders', 'futures_account', 'order_events'] as const;
export type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];

export const channels = {
  tickers: (market: MarketKind) => `tickers:${market}`,
  candles: (market: MarketKind, symbol: string, resolution: MarketResolution) => `candles:${market}:${symbol}:${resolution}`,
  book: (market: MarketKind, symbol: string) => `book:${market}:${symbol}`,
  trades: (market: MarketKind, symbol: string) => `trades:${market}:${symbol}`,
  orders: () => 'orders' as const,
  balances: () => 'balances' as const,
  fills: () => 'fills' as const,
  positions: () => 'positions' as const,
  /** Issue 21: the open futures orders, the futures account (margin) and what happened to each order (toasts). */
  futuresOrders: () => 'futures_orders' as const,
  futuresAccount: () => 'futures_account' as const,
  orderEvents: () => 'order_events' as const,
};

export type ParsedChannel =
  | { kind: 'tickers'; market: MarketKind }
  | { kind: 'candles'; market: MarketKind; symbol: string; resolution: string }
  | { kind: 'book' | 'trades'; market: MarketKind; symbol: string }
  | { kind: 'orders' }
  | { kind: 'balances' }
  | { kind: 'fills' }
  | { kind: 'positions' }
  | { kind: 'futures_orders' }
  | { kind: 'futures_account' }
  | { kind: 'order_events' };

const MARKET = /^(spot|futures)$/;
const SYMBOL = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;

/** A channel name read back (the server's side); null when it is not one. */
export function parseChannel(ch: string): ParsedChannel | null {
  if (ch === 'orders') return { kind: 'orders' };
  if (ch === 'balances') return { kind: 'balances' };
  if (ch === 'fills') return { kind: 'fills' };
  if (ch === 'positions') return { kind: 'positions' };
  if (ch === 'futures_orders') return { kind: 'futures_orders' };
  if (ch === 'futures_account') return { kind: 'futures_account' };
  if (ch === 'order_events') return { kind: 'order_events' };
  const [kind, market, symbol, resolution, ...rest] = ch.split(':');
  if (rest.length > 0 || market === undefined || !MARKET.test(market)) return null;
  const m = market as MarketKind;
  if (kind === 'tickers') return symbol === undefined ? { kind, market: m } : null;
  if (symbol === undefined || !SYMBOL.test(symbol)) return null;
  if (kind === 'candles') return resolution === undefined ? null : { kind, market: m, symbol, resolution };
  if ((kind === 'book' || kind === 'trades') && resolution === undefined) return { kind, market: m, symbol };
  return null;
}

export const isPrivateChannel = (ch: string): ch is PrivateChannel => (PRIVATE_CHANNELS as readonly string[]).includes(ch);
