import type { MarketFill, MarketKind, MarketSymbol, SpotOrder } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { addLedgerMove, sessionWallet, type LedgerMoves } from '../money/ledger';
import type { PersonaAccount } from '../personas/persona';
import { createMarketSim } from '../realtime/market-sim';
import type { SandboxWallet } from '../rules/funds-transfer';
import type { SessionState } from '../state/session-state';
import { spotLock, type SpotMarket, type SpotMove } from './spot-engine';
import { emptyTradingState, KEPT_HISTORY, withEvents, type OrderEventInput, type TradingState } from './trading-state';
import { text, units } from './units';

/** Fills a browser keeps (newest last): the trade history and the chart's markers. */
export const KEPT_FILLS = 200;

/** A seeded random source (mulberry32): the book a request sees is the same for the same instant. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The symbol's market now: its table row, the last price on the sandbox's walk and the simulated book around it. */
export function marketOf(symbol: unknown, market: MarketKind, now: number): (SpotMarket & { contractSize: number }) | null {
  const series = seriesFor(symbol, market);
  if (series === null) return null;
  const info = series.symbol.info;
  const last = Number(series.path.at(now).toFixed(info.price_precision));
  const book = createMarketSim(series, now, seededRandom(Math.floor(now / 1000))).snapshot();
  const contractSize = Number(info.contract_size);
  // Futures books are in contracts: the simulated sizes are base amounts.
  const scale = market === 'futures' && contractSize > 0 ? 1 / contractSize : 1;
  const scaled = (levels: [number, number][]) => levels.map(([p, s]): [number, number] => [p, Math.max(1, Math.round(s * scale))]);
  return {
    info,
    last,
    book: market === 'futures' ? { bids: scaled(book.bids), asks: scaled(book.asks) } : book,
    contractSize: contractSize > 0 ? contractSize : 1,
  };
}

export const tradingOf = (state: SessionState): TradingState => state.trading ?? emptyTradingState();

const finishedIds = (state: SessionState): Set<string> =>
  new Set([
    ...state.cancelledOrderIds,
    ...tradingOf(state).spotHistory.map((o) => o.id),
    ...tradingOf(state).futuresHistory.map((o) => o.id),
  ]);

/** The open spot orders: the persona's seeded ones still open, then the ones this browser placed. */
export function openSpotOrders(account: PersonaAccount, state: SessionState): SpotOrder[] {
  const done = finishedIds(state);
  // A seeded order this browser changed (partly filled) is in its own list: that copy wins.
  const own = new Set(state.spotOrders.map((order) => order.id));
  return [...account.spotOrders.filter((order) => !own.has(order.id)), ...state.spotOrders].filter((order) => !done.has(order.id));
}

/** The open futures orders (seeded and placed). */
export const openFuturesOrders = (account: PersonaAccount, state: SessionState) => {
  const done = finishedIds(state);
  const own = new Set(state.futuresOrders.map((order) => order.id));
  return [...account.futuresOrders.filter((order) => !own.has(order.id)), ...state.futuresOrders].filter((order) => !done.has(order.id));
};

const infoOf = (symbol: string, market: MarketKind): MarketSymbol | null => seriesFor(symbol, market)?.symbol.info ?? null;

/** What the open spot orders lock, by currency (units). */
export function spotLocked(account: PersonaAccount, state: SessionState): Map<string, bigint> {
  const locked = new Map<string, bigint>();
  for (const order of openSpotOrders(account, state)) {
    const info = infoOf(order.currency_pair, 'spot');
    if (!info) continue;
    const lock = spotLock(order, info);
    locked.set(lock.currency, (locked.get(lock.currency) ?? 0n) + lock.units);
  }
  return locked;
}

/** Spot balances as the exchange shows them: `available` (the ledger minus what open orders lock) and `locked`. */
export function spotBalances(
  account: PersonaAccount,
  state: SessionState,
  now: number,
): { currency: string; available: bigint; locked: bigint }[] {
  const spot = sessionWallet(account, state, now)['spot'] ?? {};
  const locked = spotLocked(account, state);
  const currencies = [...new Set([...Object.keys(spot), ...locked.keys()])];
  return currencies.map((currency) => {
    const lock = locked.get(currency) ?? 0n;
    const total = units(spot[currency] ?? '0');
    return { currency, available: total > lock ? total - lock : 0n, locked: lock };
  });
}

/** The available units of one spot currency. */
export const spotAvailable =
  (account: PersonaAccount, state: SessionState, now: number) =>
  (currency: string): bigint =>
    spotBalances(account, state, now).find((b) => b.currency === currency)?.available ?? 0n;

/** Ledger moves of one account added to the state's. */
export const withMoves = (moves: LedgerMoves, account: 'spot' | 'futures', list: readonly SpotMove[]): LedgerMoves =>
  list.reduce((next, move) => addLedgerMove(next, account, move.currency, move.units), moves);

/**
 * A spot order's change written to the browser's state: still open → among the open orders (replacing itself);
 * finished → out of them and into the history; its fills, moves and events appended. The one write of every spot change.
 */
export function recordSpot(
  state: SessionState,
  changed: readonly SpotOrder[],
  fills: readonly MarketFill[],
  moves: readonly SpotMove[],
  events: readonly OrderEventInput[],
): SessionState {
  const trading = tradingOf(state);
  const ids = new Set(changed.map((o) => o.id));
  const open = changed.filter((o) => o.status === 'open');
  const finished = changed.filter((o) => o.status !== 'open');
  return {
    ...state,
    spotOrders: [...state.spotOrders.filter((o) => !ids.has(o.id)), ...open],
    fills: [...state.fills, ...fills.map((fill) => ({ market: 'spot' as const, fill }))].slice(-KEPT_FILLS),
    trading: withEvents(
      {
        ...trading,
        moves: withMoves(trading.moves, 'spot', moves),
        spotHistory: [...trading.spotHistory, ...finished].slice(-KEPT_HISTORY),
      },
      events,
    ),
  };
}

/** The wallet with spot at what is available (what open orders lock left out): the wallet page and withdrawals see this. */
export function availableWallet(account: PersonaAccount, state: SessionState, now: number): SandboxWallet {
  const wallet = sessionWallet(account, state, now);
  const spot: Record<string, string> = {};
  for (const balance of spotBalances(account, state, now)) spot[balance.currency] = text(balance.available);
  return { ...wallet, spot };
}
