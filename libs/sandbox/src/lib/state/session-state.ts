import type {
  FundPasswordFrequencyValue,
  FuturesOrder,
  FuturesPosition,
  MarketFill,
  MarketKind,
  ReceivedAnalyticsEvent,
  SpotOrder,
} from '@exchange/api';
import type { ServicesState } from '../account-services/services-state';
import { resetAccounts } from '../accounts/account-store';
import { resetMarketTape } from '../market/market-tape';
import type { MoneyState } from '../money/money-state';
import type { SandboxWallet } from '../rules/funds-transfer';
import type { TradingState } from '../trading/trading-state';
import { resetCallLog } from './call-log';

/** What a browser changed by its writes, per sandbox_sid and persona, in memory (decision 0205). */
export interface SessionState {
  declarationSigned: boolean;
  agreementAccepted: boolean;
  fundPasswordFrequency: FundPasswordFrequencyValue | null;
  spotOrders: SpotOrder[];
  futuresOrders: FuturesOrder[];
  /** Orders cancelled from the chart (the persona's seeded ones included). */
  cancelledOrderIds: string[];
  /** The positions after a fill, close, reverse or TP/SL; null: the persona's, untouched. */
  positions: FuturesPosition[] | null;
  /** Market orders filled at the current price (buy/sell markers). */
  fills: { market: MarketKind; fill: MarketFill }[];
  /** The analytics events this browser sent (the last KEPT_ANALYTICS_EVENTS; decision 1200). */
  analyticsEvents: ReceivedAnalyticsEvent[];
  /** The balances after a funds transfer (decision 1121); null: the persona's, untouched. */
  walletBalances: SandboxWallet | null;
  /** Deposits, codes, withdrawals, address book, quotes and P2P orders (issue 22); null: none yet. */
  money: MoneyState | null;
  /** Order history, ledger moves, futures settings, funding and order events (issue 21); null: no trading yet. */
  trading: TradingState | null;
  /** Tickets, read notifications and redeemed coupons (decisions 1931–1935); absent: none yet. */
  services?: ServicesState;
}

export const emptySessionState = (): SessionState => ({
  declarationSigned: false,
  agreementAccepted: false,
  fundPasswordFrequency: null,
  spotOrders: [],
  futuresOrders: [],
  cancelledOrderIds: [],
  positions: null,
  fills: [],
  analyticsEvents: [],
  walletBalances: null,
  money: null,
  trading: null,
});

/** Oldest sessions are forgotten beyond this, so a long-running sandbox cannot grow without bound. */
export const MAX_SESSIONS = 1000;

type WriteListener = (sid: string, persona: string, state: SessionState) => void;

const SESSIONS_KEY = Symbol.for('exchange.sandbox.sessions');
/**
 * One store per process, kept on globalThis like the market hub: the API route and the realtime socket (loaded by the
 * instrumentation hook) may each load their own copy of this module, and the socket must see what the route wrote.
 */
const store = (): { sessions: Map<string, SessionState>; listeners: Set<WriteListener> } => {
  const holder = globalThis as unknown as Record<
    symbol,
    { sessions: Map<string, SessionState>; listeners: Set<WriteListener> } | undefined
  >;
  return (holder[SESSIONS_KEY] ??= { sessions: new Map(), listeners: new Set() });
};
const sessions = store().sessions;

/**
 * Listens for every write of a browser's state (issue 20, decision 1851: the realtime socket pushes the user's own
 * orders, fills and balances the moment they change); returns the function that stops listening.
 */
export const onSessionWrite = (listener: WriteListener): (() => void) => {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const keyOf = (sid: string, persona: string): string => `${sid}:${persona}`;

export const readSessionState = (sid: string | null, persona: string): SessionState =>
  (sid === null ? undefined : sessions.get(keyOf(sid, persona))) ?? emptySessionState();

/** `notify: false`: bookkeeping only (how far the orders have met the market): the sockets are not told. */
export const writeSessionState = (
  sid: string,
  persona: string,
  update: (state: SessionState) => SessionState,
  options: { notify?: boolean } = {},
): SessionState => {
  const key = keyOf(sid, persona);
  const next = update(sessions.get(key) ?? emptySessionState());
  sessions.delete(key);
  sessions.set(key, next);
  while (sessions.size > MAX_SESSIONS) {
    const oldest = sessions.keys().next().value;
    if (oldest === undefined) break;
    sessions.delete(oldest);
  }
  if (options.notify === false) return next;
  for (const listener of [...store().listeners]) {
    try {
      listener(sid, persona, next);
    } catch {
      // A listener's failure never fails the write.
    }
  }
  return next;
};

/** Forgets every browser's writes, and the accounts, sessions and mailbox (tests; a process restart does the same). */
export const resetSandboxState = (): void => {
  sessions.clear();
  resetAccounts();
  resetCallLog();
  resetMarketTape();
};
