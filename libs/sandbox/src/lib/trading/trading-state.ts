import type { FundingPayment, FuturesOrder, MarginMode, OrderEvent, OrderEventKind, SpotOrder } from '@exchange/api';
import type { LedgerMoves } from '../money/ledger';
import type { MarketSeen } from '../rules/missed-prints';

/** The most finished orders and events a browser keeps (newest last). */
export const KEPT_HISTORY = 200;
export const KEPT_EVENTS = 50;

/** What a browser's trading did beyond its open orders, positions and fills (issue 21, decision 1883). */
export interface TradingState {
  /** The ledger moves of fills, fees, realised PnL and funding (the money ledger's hook). */
  moves: LedgerMoves;
  /** Finished orders: filled, cancelled, rejected. */
  spotHistory: SpotOrder[];
  futuresHistory: FuturesOrder[];
  /** Leverage and margin mode per contract. */
  settings: Record<string, { leverage: number; margin_mode: MarginMode }>;
  funding: FundingPayment[];
  /** The funding time (ms) last settled; null until the first look. */
  fundedAt: number | null;
  events: OrderEvent[];
  seq: number;
  /** How far this browser's orders have met each symbol's market (`<market>:<symbol>`, decision 1911); absent: not yet. */
  marketSeen?: Record<string, MarketSeen>;
}

export const emptyTradingState = (): TradingState => ({
  moves: {},
  spotHistory: [],
  futuresHistory: [],
  settings: {},
  funding: [],
  fundedAt: null,
  events: [],
  seq: 0,
});

/** One order change to tell the user about (its `seq` is given when it is appended). */
export type OrderEventInput = OrderEvent;

/** The state with these events appended (seq increasing). */
export function withEvents(state: TradingState, events: readonly OrderEventInput[]): TradingState {
  if (events.length === 0) return state;
  let seq = state.seq;
  const added = events.map((event) => ({ ...event, seq: ++seq }));
  return { ...state, seq, events: [...state.events, ...added].slice(-KEPT_EVENTS) };
}

/** An event of a spot order. */
export const spotEvent = (
  kind: OrderEventKind,
  order: SpotOrder,
  time: number,
  reason?: { code: number; message: string },
): OrderEventInput => ({
  seq: 0,
  kind,
  market: 'spot',
  order_id: order.id,
  symbol: order.currency_pair,
  side: order.side,
  type: order.type,
  price: order.price,
  amount: order.amount,
  filled_amount: order.filled_amount,
  avg_price: order.avg_price ?? '0',
  reason_code: reason?.code ?? 0,
  reason: reason?.message ?? '',
  time_ms: time,
});

/** An event of a futures order. */
export const futuresEvent = (
  kind: OrderEventKind,
  order: FuturesOrder,
  time: number,
  reason?: { code: number; message: string },
): OrderEventInput => ({
  seq: 0,
  kind,
  market: 'futures',
  order_id: order.id,
  symbol: order.contract,
  side: order.size > 0 ? 'buy' : 'sell',
  type: order.type ?? 'limit',
  price: order.price,
  amount: String(Math.abs(order.size)),
  filled_amount: String(Math.abs(order.size) - order.left),
  avg_price: order.fill_price ?? '0',
  reason_code: reason?.code ?? 0,
  reason: reason?.message ?? '',
  time_ms: time,
});
