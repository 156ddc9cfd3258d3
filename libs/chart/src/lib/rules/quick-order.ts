import type { SideCode } from './order-lines';

export type QuickOrderType = 'limit' | 'market';

/** What the quick-order form asks the parent to place (the parent calls the API). */
export interface QuickOrderRequest {
  side: SideCode;
  type: QuickOrderType;
  /** Limit price; absent for market orders. */
  price?: number;
  amount: number;
}

/** The quick order's numbers (the dialog checks them with the order-entry rule, `rules/order-entry.ts`). */
export interface QuickOrderLimits {
  minAmount?: number;
  maxAmount?: number;
  /** Amount increment, e.g. 0.001. */
  amountStep?: number;
  /** Price increment, e.g. 0.01. */
  priceStep?: number;
}

/** True when `value` is a whole multiple of `step` (tolerant of binary fractions). */
export function onStep(value: number, step: number): boolean {
  if (!(step > 0)) return true;
  const q = value / step;
  return Math.abs(q - Math.round(q)) < 1e-7;
}

/** Rounds a price to the step for prefilling the form ("Buy at <price>"). */
export function roundToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(value)) return value;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}
