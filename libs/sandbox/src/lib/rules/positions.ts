import type { FuturesPosition } from '@exchange/api';

// The sandbox's futures book (issue 10): a market order fills at the current price and nets into the
// contract's position; close and reverse are market fills of −size and −2×size; TP/SL must sit on the
// right side of the mark price. Pure, so each case has a row in the spec.

const LEVERAGE = 10;
/** Distance of the liquidation price from the entry at 10×, with the maintenance margin kept (0.5%). */
const LIQ_DISTANCE = 1 / LEVERAGE - 0.005;

const fixed = (value: number, places: number): string => String(Number(value.toFixed(places)));

const liqPrice = (size: number, entry: number, places: number): string =>
  fixed(size > 0 ? entry * (1 - LIQ_DISTANCE) : entry * (1 + LIQ_DISTANCE), places);

/** Unrealised PnL in the quote currency: size × contract size × (mark − entry). */
export const unrealisedPnl = (size: number, entry: number, mark: number, contractSize: number): number =>
  size * contractSize * (mark - entry);

/** A position marked at `mark`: its mark price and PnL from the current price. */
export function markPosition(position: FuturesPosition, mark: number, contractSize: number, places: number): FuturesPosition {
  const entry = Number(position.entry_price);
  return {
    ...position,
    mark_price: fixed(mark, places),
    unrealised_pnl: fixed(unrealisedPnl(position.size, entry, mark, contractSize), 4),
  };
}

/**
 * A fill of `size` contracts (signed) at `price` netted into `current` (or none): the same side adds at the
 * weighted entry; the other side reduces, closes (null) or flips (the rest at `price`, TP/SL dropped).
 */
export function applyFill(
  current: FuturesPosition | null,
  contract: string,
  size: number,
  price: number,
  places: number,
): FuturesPosition | null {
  if (!Number.isInteger(size) || size === 0 || !(price > 0)) return current;
  if (current === null || current.size === 0) return openPosition(contract, size, price, places);
  const total = current.size + size;
  if (total === 0) return null;
  const entry = Number(current.entry_price);
  if (Math.sign(size) === Math.sign(current.size)) {
    const weighted = (entry * Math.abs(current.size) + price * Math.abs(size)) / Math.abs(total);
    return { ...current, size: total, entry_price: fixed(weighted, places), liq_price: liqPrice(total, weighted, places) };
  }
  if (Math.sign(total) === Math.sign(current.size)) return { ...current, size: total };
  return openPosition(contract, total, price, places);
}

function openPosition(contract: string, size: number, price: number, places: number): FuturesPosition {
  return {
    contract,
    size,
    entry_price: fixed(price, places),
    mark_price: fixed(price, places),
    liq_price: liqPrice(size, price, places),
    unrealised_pnl: '0',
    leverage: String(LEVERAGE),
    take_profit: '0',
    stop_loss: '0',
  };
}

export type TpslRefusal = 'take-profit-side' | 'stop-loss-side';

/** TP/SL of a position at the mark: a long takes profit above and stops below; a short the reverse. '' or 0: none. */
export function checkTpsl(size: number, mark: number, takeProfit: number, stopLoss: number): TpslRefusal | null {
  const long = size > 0;
  if (takeProfit > 0 && (long ? takeProfit <= mark : takeProfit >= mark)) return 'take-profit-side';
  if (stopLoss > 0 && (long ? stopLoss >= mark : stopLoss <= mark)) return 'stop-loss-side';
  return null;
}
