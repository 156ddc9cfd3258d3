import { MARKET_INPUT_LIMITS, marketKlines, marketSymbols } from './market';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;
const klines = (count_back: number) => ({ symbol: 'BTC_USDT', resolution: '60', count_back });

describe('MARKET_INPUT_LIMITS: the market calls validate the declared limits', () => {
  it.each([
    ['count_back 1', klines(1), true],
    ['count_back at the limit', klines(MARKET_INPUT_LIMITS.klinesMaxBars), true],
    ['count_back over the limit', klines(MARKET_INPUT_LIMITS.klinesMaxBars + 1), false],
    ['count_back 0', klines(0), false],
  ])('marketKlines %s', (_name, input, valid) => {
    expect(ok(marketKlines.input, input)).toBe(valid);
  });

  it.each([
    ['a query at the limit', 'b'.repeat(MARKET_INPUT_LIMITS.symbolQueryMaxLength), true],
    ['a query over the limit', 'b'.repeat(MARKET_INPUT_LIMITS.symbolQueryMaxLength + 1), false],
  ])('marketSymbols %s', (_name, query, valid) => {
    expect(ok(marketSymbols.input, { query })).toBe(valid);
  });

  it('the numbers are the ones the chart and the sandbox were built on (5000 bars, 40 characters)', () => {
    expect(MARKET_INPUT_LIMITS).toEqual({ klinesMaxBars: 5000, symbolQueryMaxLength: 40 });
  });
});
