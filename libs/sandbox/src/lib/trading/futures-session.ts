import { orderCost, type FuturesAccount, type FuturesOrder, type FuturesPosition, type MarketFill } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { printsBetween } from '../market/market-tape';
import { sessionWallet } from '../money/ledger';
import type { PersonaAccount } from '../personas/persona';
import type { SessionState } from '../state/session-state';
import { DEFAULT_SETTINGS, FUNDING_RATE, fundingAmount, lastFundingTime, markFutures, type ContractSettings } from './futures-engine';
import { KEPT_FILLS, openFuturesOrders, tradingOf, withMoves } from './session-trading';
import { KEPT_HISTORY, withEvents, type OrderEventInput } from './trading-state';
import { text, units } from './units';

const infoOf = (contract: string) => seriesFor(contract, 'futures')?.symbol.info ?? null;
/** The window of the market's prints the mark price averages (ms; decision 1938). */
export const MARK_WINDOW_MS = 5_000;
/**
 * The mark price at `now` (decision 1938): the mean of the market's prints of the last 5 s (an exchange's mark is a
 * smoothed fair price: a trade moves it, a lone trade less than the last price), else — no print in the window, nobody
 * trading the symbol — the sandbox's price walk. Before this, the mark was the walk alone: a print 2 % up moved neither
 * the mark nor a position's unrealised PnL.
 */
const markOf = (contract: string, now: number): bigint | null => {
  const series = seriesFor(contract, 'futures');
  if (!series) return null;
  const prints = printsBetween('futures', contract, now - MARK_WINDOW_MS, now);
  const mark = prints.length > 0 ? prints.reduce((sum, print) => sum + print.price, 0) / prints.length : series.path.at(now);
  return units(mark.toFixed(series.symbol.info.price_precision));
};

export const settingsOf = (state: SessionState, contract: string): ContractSettings =>
  tradingOf(state).settings[contract] ?? DEFAULT_SETTINGS;

/** The positions as stored (the persona's until this browser changes them). */
export const storedPositions = (account: PersonaAccount, state: SessionState): FuturesPosition[] => state.positions ?? account.positions;

/** The futures balance: the ledger's futures USDT (deposits by transfer, fees, realised PnL, funding). */
const futuresBalance = (account: PersonaAccount, state: SessionState, now: number): bigint =>
  units(sessionWallet(account, state, now)['futures']?.['USDT'] ?? '0');

/**
 * The futures account (decision 1884): balance; position margin (each position's margin); order margin (what open
 * orders that would open reserve: margin + fee at the contract's leverage); unrealised PnL at the mark; available =
 * balance − position margin − order margin + the cross positions' unrealised loss; equity = balance + unrealised PnL.
 */
export function futuresAccountOf(account: PersonaAccount, state: SessionState, now: number): FuturesAccount {
  const balance = futuresBalance(account, state, now);
  let positionMargin = 0n;
  let crossLoss = 0n;
  let pnl = 0n;
  for (const position of storedPositions(account, state)) {
    const info = infoOf(position.contract);
    const mark = markOf(position.contract, now);
    if (!info || mark === null) continue;
    const marked = markFutures(position, mark, info, 0n);
    positionMargin += units(marked.margin ?? '0');
    const upnl = units(marked.unrealised_pnl);
    pnl += upnl;
    if (marked.margin_mode === 'cross' && upnl < 0n) crossLoss += upnl;
  }
  let orderMargin = 0n;
  for (const order of openFuturesOrders(account, state)) {
    const info = infoOf(order.contract);
    if (!info || order.is_reduce_only) continue;
    const cost = orderCost(
      info,
      { side: order.size > 0 ? 'buy' : 'sell', type: 'limit', price: order.price, amount: String(order.left) },
      null,
      settingsOf(state, order.contract).leverage,
    );
    orderMargin += units(cost?.reserve.amount ?? '0');
  }
  const available = balance - positionMargin - orderMargin + crossLoss;
  return {
    currency: 'USDT',
    balance: text(balance),
    available: text(available > 0n ? available : 0n),
    position_margin: text(positionMargin),
    order_margin: text(orderMargin),
    unrealised_pnl: text(pnl),
    equity: text(balance + pnl),
  };
}

/** The positions marked at the current price (liquidation prices of cross positions use the free balance). */
export function markedPositions(account: PersonaAccount, state: SessionState, now: number): FuturesPosition[] {
  const free = units(futuresAccountOf(account, state, now).available);
  return storedPositions(account, state).map((position) => {
    const info = infoOf(position.contract);
    const mark = markOf(position.contract, now);
    return info && mark !== null ? markFutures(position, mark, info, free) : position;
  });
}

/** A futures change written to the state: the order (open or into the history), the position, fills, fee and PnL moves, events. */
export function recordFutures(
  state: SessionState,
  account: PersonaAccount,
  change: {
    orders: readonly FuturesOrder[];
    contract: string;
    position: FuturesPosition | null | undefined;
    fills: readonly MarketFill[];
    settle: bigint;
    events: readonly OrderEventInput[];
  },
): SessionState {
  const trading = tradingOf(state);
  const ids = new Set(change.orders.map((o) => o.id));
  const open = change.orders.filter((o) => o.status === 'open');
  const finished = change.orders.filter((o) => o.status !== 'open');
  const positions = storedPositions(account, state);
  const nextPositions =
    change.position === undefined
      ? positions
      : [...positions.filter((p) => p.contract !== change.contract), ...(change.position === null ? [] : [change.position])];
  return {
    ...state,
    futuresOrders: [...state.futuresOrders.filter((o) => !ids.has(o.id)), ...open],
    positions: nextPositions,
    fills: [...state.fills, ...change.fills.map((fill) => ({ market: 'futures' as const, fill }))].slice(-KEPT_FILLS),
    trading: withEvents(
      {
        ...trading,
        moves: withMoves(trading.moves, 'futures', [{ currency: 'USDT', units: change.settle }]),
        futuresHistory: [...trading.futuresHistory, ...finished].slice(-KEPT_HISTORY),
      },
      change.events,
    ),
  };
}

/**
 * Funding at `time` (issue 21, decision 1884): every open position pays or receives −size × contract size × mark ×
 * rate into the futures balance, with a funding-history entry each; `fundedAt` moves to `time`.
 */
export function settleFunding(state: SessionState, account: PersonaAccount, time: number): SessionState {
  const trading = tradingOf(state);
  let moves = trading.moves;
  const payments = [...trading.funding];
  for (const position of storedPositions(account, state)) {
    const info = infoOf(position.contract);
    const mark = markOf(position.contract, time);
    if (!info || mark === null || position.size === 0) continue;
    const amount = fundingAmount(position, mark, FUNDING_RATE, info);
    moves = withMoves(moves, 'futures', [{ currency: 'USDT', units: amount }]);
    payments.push({
      id: `fund-${position.contract}-${time}-${payments.length}`,
      contract: position.contract,
      rate: text(FUNDING_RATE),
      size: position.size,
      mark_price: text(mark),
      amount: text(amount),
      currency: info.quote,
      time_ms: time,
    });
  }
  return { ...state, trading: { ...trading, moves, funding: payments.slice(-KEPT_HISTORY), fundedAt: time } };
}

/** Settles the funding times passed since the last one this browser settled (none on its first look). */
export function settleDueFunding(state: SessionState, account: PersonaAccount, now: number): SessionState | null {
  const due = lastFundingTime(now);
  const fundedAt = tradingOf(state).fundedAt;
  if (fundedAt === null) return { ...state, trading: { ...tradingOf(state), fundedAt: due } };
  return due > fundedAt ? settleFunding(state, account, due) : null;
}
