import type { FuturesPosition } from '@exchange/api';

/** What a futures position's share image says (spec 03 §2, §9; decision 1403), before translation and formatting. */
export interface PositionShareData {
  contract: string;
  side: 'long' | 'short';
  /** The position's leverage; null for cross margin (the api's leverage 0) or an unusable value. */
  leverage: number | null;
  /**
   * The return on the position's margin in percent: the price move from entry to mark, in the position's direction,
   * times the leverage (unleveraged for cross margin); null when the entry or mark price is unusable.
   */
  pnlPercent: number | null;
  /** As the api gave them (decimal text), for the page to format at the symbol's precision; '' when unusable. */
  entryPrice: string;
  markPrice: string;
  /** The image's highlight colour: a gain, a loss or neither. */
  tone: 'up' | 'down' | 'neutral';
}

const positive = (text: string): number | null => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * A futures position → the data of its share image (decision 1403). Null when there is nothing to share (a closed
 * position, size 0, or a size that is not a number). Prices that are missing, zero or not numbers leave the
 * percentage out rather than invent one.
 */
export function positionShareData(
  position: Pick<FuturesPosition, 'contract' | 'size' | 'entry_price' | 'mark_price' | 'leverage'>,
): PositionShareData | null {
  const size = Number(position.size);
  if (!Number.isFinite(size) || size === 0) return null;
  const direction = size > 0 ? 1 : -1;
  const entry = positive(position.entry_price);
  const mark = positive(position.mark_price);
  const leverage = positive(position.leverage);
  const raw = entry !== null && mark !== null ? ((mark - entry) / entry) * direction * (leverage ?? 1) * 100 : null;
  // Rounded to hundredths so that a float's noise (e.g. 1e-14) never reads as a gain or a loss.
  const pnlPercent = raw === null ? null : Math.round(raw * 100) / 100 || 0;
  return {
    contract: String(position.contract ?? ''),
    side: direction > 0 ? 'long' : 'short',
    leverage,
    pnlPercent,
    entryPrice: entry === null ? '' : position.entry_price,
    markPrice: mark === null ? '' : position.mark_price,
    tone: pnlPercent === null || pnlPercent === 0 ? 'neutral' : pnlPercent > 0 ? 'up' : 'down',
  };
}
