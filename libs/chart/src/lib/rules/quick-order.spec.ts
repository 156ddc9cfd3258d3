import { roundToStep, validateQuickOrder, type QuickOrderError, type QuickOrderLimits } from './quick-order';

const limits: QuickOrderLimits = { minAmount: 0.001, maxAmount: 100, amountStep: 0.001, priceStep: 0.01 };

describe('quick order validation', () => {
  it.each<[string, 'limit' | 'market', unknown, unknown, { price?: QuickOrderError; amount?: QuickOrderError } | null]>([
    ['a valid limit order', 'limit', '64000.5', '0.25', null],
    ['a valid market order ignores the price', 'market', '', '1', null],
    ['amount required', 'limit', '1', '', { amount: { id: 'chart.quickOrder.amountRequired' } }],
    ['amount zero', 'market', '', '0', { amount: { id: 'chart.quickOrder.amountPositive' } }],
    ['amount text', 'market', '', 'lots', { amount: { id: 'chart.quickOrder.amountPositive' } }],
    ['amount below min', 'market', '', '0.0005', { amount: { id: 'chart.quickOrder.amountMin', values: { min: 0.001 } } }],
    ['amount above max', 'market', '', '101', { amount: { id: 'chart.quickOrder.amountMax', values: { max: 100 } } }],
    ['amount off step', 'market', '', '0.0015', { amount: { id: 'chart.quickOrder.amountStep', values: { step: 0.001 } } }],
    ['limit price required', 'limit', ' ', '1', { price: { id: 'chart.quickOrder.priceRequired' } }],
    ['limit price negative', 'limit', '-1', '1', { price: { id: 'chart.quickOrder.pricePositive' } }],
    ['limit price off step', 'limit', '1.005', '1', { price: { id: 'chart.quickOrder.priceStep', values: { step: 0.01 } } }],
  ])('%s', (_name, type, price, amount, errors) => {
    const r = validateQuickOrder({ side: 1, type, price, amount }, limits);
    if (errors === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, errors });
  });

  it('returns the request to place', () => {
    expect(validateQuickOrder({ side: -1, type: 'limit', price: '64,000.50', amount: '0.3' }, limits)).toEqual({
      ok: true,
      value: { side: -1, type: 'limit', price: 64000.5, amount: 0.3 },
    });
    expect(validateQuickOrder({ side: 1, type: 'market', price: '5', amount: 2 })).toEqual({
      ok: true,
      value: { side: 1, type: 'market', amount: 2 },
    });
  });

  it.each<[number, number, number]>([
    [64000.123456, 0.01, 64000.12],
    [0.123456, 0.0001, 0.1235],
    [1234.5, 10, 1230],
    [5, 0, 5],
  ])('rounds %d to step %d → %d', (v, step, out) => {
    expect(roundToStep(v, step)).toBe(out);
  });
});
