import { validateTpsl, type TpslErrorId } from './tpsl';

type Row = [string, number, string, string, { takeProfit?: TpslErrorId; stopLoss?: TpslErrorId; form?: TpslErrorId } | null];

// Mark price 60,200 (the sandbox's seeded long of 3 contracts at 59,000), price step 0.1.
const MARK = 60_200;

describe('validateTpsl (mark 60,200, step 0.1)', () => {
  it.each<Row>([
    ['long: TP above, SL below', 3, '65000', '55000', null],
    ['long: TP only', 3, '65000', '', null],
    ['long: SL only', 3, '', '58000.5', null],
    ['long: TP below the mark', 3, '59000', '', { takeProfit: 'chart.tpsl.takeProfitAbove' }],
    ['long: TP at the mark', 3, '60200', '', { takeProfit: 'chart.tpsl.takeProfitAbove' }],
    ['long: SL above the mark', 3, '', '61000', { stopLoss: 'chart.tpsl.stopLossBelow' }],
    ['long: both wrong', 3, '50000', '70000', { takeProfit: 'chart.tpsl.takeProfitAbove', stopLoss: 'chart.tpsl.stopLossBelow' }],
    ['short: TP below, SL above', -3, '55000', '65000', null],
    ['short: TP above the mark', -3, '61000', '', { takeProfit: 'chart.tpsl.takeProfitBelow' }],
    ['short: SL below the mark', -3, '', '59000', { stopLoss: 'chart.tpsl.stopLossAbove' }],
    ['both empty', 3, '', '  ', { form: 'chart.tpsl.required' }],
    ['malformed TP', 3, '6e4', '', { takeProfit: 'chart.tpsl.invalid' }],
    ['zero SL', 3, '', '0', { stopLoss: 'chart.tpsl.invalid' }],
    ['off the price step', 3, '65000.05', '', { takeProfit: 'chart.tpsl.priceStep' }],
  ])('%s', (_name, size, takeProfit, stopLoss, expected) => {
    const result = validateTpsl({ size, markPrice: MARK, takeProfit, stopLoss, priceStep: 0.1 });
    if (expected === null) expect(result.ok).toBe(true);
    else {
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect({ takeProfit: result.errors.takeProfit?.id, stopLoss: result.errors.stopLoss?.id, form: result.errors.form?.id }).toEqual({
          takeProfit: expected.takeProfit,
          stopLoss: expected.stopLoss,
          form: expected.form,
        });
    }
  });

  it('gives the numbers, null for an empty field', () => {
    expect(validateTpsl({ size: 3, markPrice: MARK, takeProfit: '65000', stopLoss: '' })).toEqual({
      ok: true,
      value: { takeProfit: 65000, stopLoss: null },
    });
  });

  it.each([
    ['no position', 0, MARK],
    ['no mark price', 3, Number.NaN],
    ['mark 0', 3, 0],
  ])('refuses without a position or a mark: %s', (_name, size, markPrice) => {
    const result = validateTpsl({ size, markPrice, takeProfit: '65000', stopLoss: '' });
    expect(result.ok ? null : result.errors.form?.id).toBe('chart.tpsl.noMark');
  });
});
