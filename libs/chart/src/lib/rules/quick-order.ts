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

export interface QuickOrderLimits {
  minAmount?: number;
  maxAmount?: number;
  /** Amount increment, e.g. 0.001. */
  amountStep?: number;
  /** Price increment, e.g. 0.01. */
  priceStep?: number;
}

export type QuickOrderErrorId =
  | 'chart.quickOrder.amountRequired'
  | 'chart.quickOrder.amountPositive'
  | 'chart.quickOrder.amountMin'
  | 'chart.quickOrder.amountMax'
  | 'chart.quickOrder.amountStep'
  | 'chart.quickOrder.priceRequired'
  | 'chart.quickOrder.pricePositive'
  | 'chart.quickOrder.priceStep';

export interface QuickOrderError {
  id: QuickOrderErrorId;
  values?: Record<string, number>;
}

const parse = (input: unknown): number | 'empty' | 'nan' => {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim().replace(/,/g, '') : '';
  if (s === '') return 'empty';
  return /^\d*\.?\d+$|^\d+\.$/.test(s) ? Number(s) : 'nan';
};

/** True when `value` is a whole multiple of `step` (tolerant of binary fractions). */
export function onStep(value: number, step: number): boolean {
  if (!(step > 0)) return true;
  const q = value / step;
  return Math.abs(q - Math.round(q)) < 1e-7;
}

/** Validates the quick-order form; per-field message ids for the errors. */
export function validateQuickOrder(
  input: { side: SideCode; type: QuickOrderType; price: unknown; amount: unknown },
  limits: QuickOrderLimits = {},
): { ok: true; value: QuickOrderRequest } | { ok: false; errors: { price?: QuickOrderError; amount?: QuickOrderError } } {
  const errors: { price?: QuickOrderError; amount?: QuickOrderError } = {};
  const amount = parse(input.amount);
  if (amount === 'empty') errors.amount = { id: 'chart.quickOrder.amountRequired' };
  else if (amount === 'nan' || amount <= 0) errors.amount = { id: 'chart.quickOrder.amountPositive' };
  else if (limits.minAmount !== undefined && amount < limits.minAmount)
    errors.amount = { id: 'chart.quickOrder.amountMin', values: { min: limits.minAmount } };
  else if (limits.maxAmount !== undefined && amount > limits.maxAmount)
    errors.amount = { id: 'chart.quickOrder.amountMax', values: { max: limits.maxAmount } };
  else if (limits.amountStep !== undefined && !onStep(amount, limits.amountStep))
    errors.amount = { id: 'chart.quickOrder.amountStep', values: { step: limits.amountStep } };
  let price: number | undefined;
  if (input.type === 'limit') {
    const p = parse(input.price);
    if (p === 'empty') errors.price = { id: 'chart.quickOrder.priceRequired' };
    else if (p === 'nan' || p <= 0) errors.price = { id: 'chart.quickOrder.pricePositive' };
    else if (limits.priceStep !== undefined && !onStep(p, limits.priceStep))
      errors.price = { id: 'chart.quickOrder.priceStep', values: { step: limits.priceStep } };
    else price = p;
  }
  if (errors.amount || errors.price || typeof amount !== 'number') return { ok: false, errors };
  return { ok: true, value: { side: input.side, type: input.type, amount, ...(price === undefined ? {} : { price }) } };
}

/** Rounds a price to the step for prefilling the form ("Buy at <price>"). */
export function roundToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(value)) return value;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}
