import { onStep } from './quick-order';

// Take-profit and stop-loss of a position, set from its line on the chart (spec 02 §3, decision 0415). A long
// takes profit above the mark price and stops its loss below it; a short the reverse. An empty field means
// "none" (it removes that trigger); at least one of the two must be given.

export type TpslErrorId =
  | 'chart.tpsl.invalid'
  | 'chart.tpsl.takeProfitAbove'
  | 'chart.tpsl.takeProfitBelow'
  | 'chart.tpsl.stopLossBelow'
  | 'chart.tpsl.stopLossAbove'
  | 'chart.tpsl.priceStep'
  | 'chart.tpsl.required'
  | 'chart.tpsl.noMark';

export interface TpslError {
  id: TpslErrorId;
  values?: Record<string, number | string>;
}

export interface TpslInput {
  /** Signed position size: > 0 long, < 0 short. */
  size: number;
  /** The mark price the triggers are checked against. */
  markPrice: number;
  takeProfit: string;
  stopLoss: string;
  /** Price increment, e.g. 0.1. */
  priceStep?: number;
}

export type TpslResult =
  | { ok: true; value: { takeProfit: number | null; stopLoss: number | null } }
  | { ok: false; errors: { takeProfit?: TpslError; stopLoss?: TpslError; form?: TpslError } };

const parse = (text: string): number | null | 'nan' => {
  const s = text.trim();
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) && Number(s) > 0 ? Number(s) : 'nan';
};

/** Validates the TP/SL form against the mark price; per-field message ids. */
export function validateTpsl(input: TpslInput): TpslResult {
  const { size, markPrice, priceStep } = input;
  if (!Number.isFinite(size) || size === 0 || !Number.isFinite(markPrice) || markPrice <= 0)
    return { ok: false, errors: { form: { id: 'chart.tpsl.noMark' } } };
  const long = size > 0;
  const errors: { takeProfit?: TpslError; stopLoss?: TpslError; form?: TpslError } = {};
  const tp = parse(input.takeProfit);
  const sl = parse(input.stopLoss);
  const step = (value: number): TpslError | undefined =>
    priceStep !== undefined && !onStep(value, priceStep) ? { id: 'chart.tpsl.priceStep', values: { step: priceStep } } : undefined;
  if (tp === 'nan') errors.takeProfit = { id: 'chart.tpsl.invalid' };
  else if (tp !== null && long && tp <= markPrice) errors.takeProfit = { id: 'chart.tpsl.takeProfitAbove' };
  else if (tp !== null && !long && tp >= markPrice) errors.takeProfit = { id: 'chart.tpsl.takeProfitBelow' };
  else if (tp !== null) errors.takeProfit = step(tp);
  if (sl === 'nan') errors.stopLoss = { id: 'chart.tpsl.invalid' };
  else if (sl !== null && long && sl >= markPrice) errors.stopLoss = { id: 'chart.tpsl.stopLossBelow' };
  else if (sl !== null && !long && sl <= markPrice) errors.stopLoss = { id: 'chart.tpsl.stopLossAbove' };
  else if (sl !== null) errors.stopLoss = step(sl);
  if (!errors.takeProfit) delete errors.takeProfit;
  if (!errors.stopLoss) delete errors.stopLoss;
  if (tp === null && sl === null) errors.form = { id: 'chart.tpsl.required' };
  if (errors.takeProfit || errors.stopLoss || errors.form || tp === 'nan' || sl === 'nan') return { ok: false, errors };
  return { ok: true, value: { takeProfit: tp, stopLoss: sl } };
}
