import { formatFunds, HIDDEN_BALANCE } from './format-funds';

describe('formatFunds (spec 03 §5 zero shortening, locale-correct)', () => {
  it.each<[string, string, number, string]>([
    ['31250.40', 'en', 2, '31,250.40'],
    ['0', 'en', 2, '0.00'],
    ['0.52', 'en', 8, '0.52'],
    ['0.12345678', 'en', 8, '0.12345678'],
    ['1234567.5', 'de', 2, '1.234.567,50'],
    ['0.00000000123', 'en', 8, '0.0{8}123'],
    ['0.00000001', 'en', 8, '0.0{7}1'],
    ['0.0000001', 'en', 8, '0.0000001'],
    ['0.000001', 'en', 8, '0.000001'],
    ['1e-10', 'en', 8, '0.0{9}1'],
    ['not a number', 'en', 2, '0.00'],
    ['', 'en', 2, '0.00'],
    ['12', 'xx-invalid-locale-@@', 2, '12.00'],
  ])('%p in %s (max %d digits) → %p', (value, locale, maxDigits, expected) => {
    expect(formatFunds(value, { locale, maxDigits })).toBe(expected);
  });

  it('hides the number when balances are hidden', () => {
    expect(formatFunds('31250.40', { locale: 'en', maxDigits: 2, hidden: true })).toBe(HIDDEN_BALANCE);
  });
});
