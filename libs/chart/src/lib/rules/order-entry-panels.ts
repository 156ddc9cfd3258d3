import type { FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, SpotOrder } from '@exchange/api';

/**
 * What the user's panels show of the api's orders, fills and positions (issue 21 item 1, decision 1891). Pure, typed
 * by the api's types (the trading contract's fields, decision 1882, with fallbacks for an answer without them).
 */

export type OrderStatus = 'open' | 'partial' | 'filled' | 'cancelled' | 'rejected';

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The filled share of an order (spot: base amount; futures: contracts). */
export function filledOf(order: SpotOrder | FuturesOrder): number {
  if ('currency_pair' in order) return numberOf(order.filled_amount) ?? 0;
  return Math.abs(order.size) - order.left;
}

/**
 * The status shown for an order. Spot: `open` (partly filled when something filled), `closed` (filled), `cancelled`,
 * `rejected`; futures: `open`, or `finished` as `finish_as` says (`filled`, `cancelled`, `ioc`, `rejected`).
 */
export function orderStatusOf(order: SpotOrder | FuturesOrder): OrderStatus {
  const status = order.status.toLowerCase();
  const finish = 'finish_as' in order && typeof order.finish_as === 'string' ? order.finish_as.toLowerCase() : '';
  const filled = filledOf(order);
  if (status === 'rejected' || finish === 'rejected') return 'rejected';
  if (status.startsWith('cancel') || finish === 'cancelled' || finish === 'ioc') return filled > 0 ? 'partial' : 'cancelled';
  if (status === 'open') return filled > 0 ? 'partial' : 'open';
  return 'filled';
}

/** A fill's fee (null when the exchange gave none) in its currency. */
export function fillFee(fill: MarketFill): { amount: string | null; currency: string } {
  return { amount: fill.fee ?? null, currency: fill.fee_currency ?? '' };
}

export interface PositionFigures {
  /** Unrealised PnL in the settlement currency. */
  pnl: number;
  /** Margin held by the position. */
  margin: number;
  /** Return on equity: PnL / margin (0.12 = +12 %). */
  roe: number;
  leverage: number;
  marginMode: 'cross' | 'isolated';
}

/**
 * A position's figures: the margin and ROE the exchange reports, else |size| × contract size × entry / leverage and
 * the unrealised PnL over it.
 */
export function positionFigures(position: FuturesPosition, symbol: Pick<MarketSymbol, 'contract_size'>): PositionFigures {
  const leverage = Math.max(1, numberOf(position.leverage) ?? 1);
  const contractSize = numberOf(symbol.contract_size) ?? 0;
  const reported = numberOf(position.margin);
  const entry = numberOf(position.entry_price) ?? 0;
  const margin =
    reported !== null && reported > 0 ? reported : (Math.abs(position.size) * (contractSize > 0 ? contractSize : 1) * entry) / leverage;
  const pnl = numberOf(position.unrealised_pnl) ?? 0;
  const roe = numberOf(position.roe) ?? (margin > 0 ? pnl / margin : 0);
  return { pnl, margin, roe, leverage, marginMode: position.margin_mode === 'cross' ? 'cross' : 'isolated' };
}
