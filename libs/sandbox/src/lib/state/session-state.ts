import type {
  FundPasswordFrequencyValue,
  FuturesOrder,
  FuturesPosition,
  MarketFill,
  MarketKind,
  ReceivedAnalyticsEvent,
  SpotOrder,
} from '@exchange/api';
import { resetAccounts } from '../accounts/account-store';
import type { MoneyState } from '../money/money-state';
import type { SandboxWallet } from '../rules/funds-transfer';
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
});

/** Oldest sessions are forgotten beyond this, so a long-running sandbox cannot grow without bound. */
export const MAX_SESSIONS = 1000;

const sessions = new Map<string, SessionState>();
const keyOf = (sid: string, persona: string): string => `${sid}:${persona}`;

export const readSessionState = (sid: string | null, persona: string): SessionState =>
  (sid === null ? undefined : sessions.get(keyOf(sid, persona))) ?? emptySessionState();

export const writeSessionState = (sid: string, persona: string, update: (state: SessionState) => SessionState): SessionState => {
  const key = keyOf(sid, persona);
  const next = update(sessions.get(key) ?? emptySessionState());
  sessions.delete(key);
  sessions.set(key, next);
  while (sessions.size > MAX_SESSIONS) {
    const oldest = sessions.keys().next().value;
    if (oldest === undefined) break;
    sessions.delete(oldest);
  }
  return next;
};

/** Forgets every browser's writes, and the accounts, sessions and mailbox (tests; a process restart does the same). */
export const resetSandboxState = (): void => {
  sessions.clear();
  resetAccounts();
  resetCallLog();
};
