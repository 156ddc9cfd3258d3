import type { FuturesOrder, FuturesPosition, MarketFill, MarketSymbol, SpotOrder } from '@exchange/api';

/**
 * What the user's panels show of the api's orders, fills and positions (issue 21 item 1, decision 1891). Pure, typed
 * by the api's types; the fields the trading contract added (fees, margin, margin mode) are read where present.
 */

export type OrderStatus = 'open' | 'partial' | 'filled' | 'cancelled' | 'rejected';

const field = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];
const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** The filled share of an order (spot: base amount; futures: contracts). */
export function filledOf(order: SpotOrder | FuturesOrder): number {
  if ('currency_pair' in order) return numberOf(order.filled_amount) ?? 0;
  return Math.abs(order.size) - order.left;
}

/** The status shown for an order: the exchange's words (open, closed/filled/finished, cancelled) in five states. */
export function orderStatusOf(order: SpotOrder | FuturesOrder): OrderStatus {
  const status = order.status.toLowerCase();
  const filled = filledOf(order);
  if (status === 'rejected' || status === 'expired') return 'rejected';
  if (status.startsWith('cancel')) return 'cancelled';
  if (status === 'open' || status === 'new' || status === 'partially_filled') return filled > 0 ? 'partial' : 'open';
  return 'filled';
}

/** A fill's fee (null when the exchange gave none) and whether the row is a futures funding payment. */
export function fillFee(fill: MarketFill): { amount: string | null; currency: string; funding: boolean } {
  const fee = field(fill, 'fee');
  const amount = typeof fee === 'string' || typeof fee === 'number' ? String(fee) : null;
  const currency = typeof field(fill, 'fee_currency') === 'string' ? String(field(fill, 'fee_currency')) : '';
  const kind = field(fill, 'kind') ?? field(fill, 'type');
  return { amount, currency, funding: kind === 'funding' };
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
 * A position's figures: the margin the exchange reports, else |size| × contract size × entry / leverage; ROE is the
 * unrealised PnL over that margin.
 */
export function positionFigures(position: FuturesPosition, symbol: Pick<MarketSymbol, 'contract_size'>): PositionFigures {
  const leverage = Math.max(1, numberOf(position.leverage) ?? 1);
  const contractSize = numberOf(symbol.contract_size) ?? 0;
  const reported = numberOf(field(position, 'margin'));
  const entry = numberOf(position.entry_price) ?? 0;
  const margin =
    reported !== null && reported > 0 ? reported : (Math.abs(position.size) * (contractSize > 0 ? contractSize : 1) * entry) / leverage;
  const pnl = numberOf(position.unrealised_pnl) ?? 0;
  const mode = field(position, 'margin_mode') ?? field(position, 'mode');
  return { pnl, margin, roe: margin > 0 ? pnl / margin : 0, leverage, marginMode: mode === 'isolated' ? 'isolated' : 'cross' };
}
