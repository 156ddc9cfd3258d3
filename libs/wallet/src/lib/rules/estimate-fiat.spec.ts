import { estimateInFiat, fiatSymbol, formatFiat } from './estimate-fiat';

describe('estimateInFiat (issue 22, spec 01 §3 curr_fiat_market_rates)', () => {
  it.each([
    ['USD needs no rate', '31250.4', 'USD', '1', { kind: 'fiat', fiat: 'USD', amount: 31250.4 }],
    ['euros at 0.92', '1000', 'EUR', '0.92', { kind: 'fiat', fiat: 'EUR', amount: 920 }],
    ['lira at 32.1', '10', 'TRY', '32.1', { kind: 'fiat', fiat: 'TRY', amount: 321 }],
    ['missing rate falls back to USD', '1000', 'GBP', '0', { kind: 'usdFallback', fiat: 'USD', amount: 1000, wanted: 'GBP' }],
    ['malformed total counts as 0', 'abc', 'EUR', '0.92', { kind: 'fiat', fiat: 'EUR', amount: 0 }],
  ] as const)('%s', (_label, usd, fiat, rate, expected) =>
    expect(estimateInFiat(usd, { curr_fiat: fiat, curr_fiat_market_rates: rate })).toEqual(expected),
  );
});

describe('fiat formatting', () => {
  it.each([
    ['en', 'EUR', 920, '€920.00'],
    ['en', 'USD', 31250.4, '$31,250.40'],
    ['de', 'EUR', 920, '920,00 €'],
  ] as const)('%s %s', (locale, fiat, amount, text) =>
    expect(formatFiat({ kind: 'fiat', fiat, amount }, locale).replace(/\u00a0/g, ' ')).toBe(text),
  );
  it('symbols', () => {
    expect(fiatSymbol('EUR', 'en')).toBe('€');
    expect(fiatSymbol('TRY', 'tr')).toBe('₺');
    expect(fiatSymbol('XXXX', 'en')).toBe('XXXX');
  });
  it('answers the same from its kept formatters, each locale its own (decision 1960)', () => {
    for (let i = 0; i < 3; i++) {
      expect(fiatSymbol('EUR', 'en')).toBe('€');
      expect(formatFiat({ kind: 'fiat', fiat: 'EUR', amount: 1.5 }, 'de').replace(/\u00a0/g, ' ')).toBe('1,50 €');
      expect(formatFiat({ kind: 'fiat', fiat: 'EUR', amount: 1.5 }, 'en')).toBe('€1.50');
      expect(formatFiat({ kind: 'fiat', fiat: 'XXXX' as never, amount: 2 }, 'en')).toBe('2.00 XXXX');
    }
  });
});
