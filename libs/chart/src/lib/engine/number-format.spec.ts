import { intlNumberFormat, paneFormat, priceFormat } from './number-format';

describe('the chart’s number formats (decision 1974)', () => {
  it.each<[string, string, number, number, string]>([
    ['English groups thousands', 'en-US', 1, 60939, '60,939.0'],
    ['the symbol’s precision, fixed', 'en-US', 2, 0.5, '0.50'],
    ['no decimals', 'en-US', 0, 1234567.4, '1,234,567'],
    ['German: dot groups, comma decimals', 'de-DE', 1, 60939, '60.939,0'],
    ['French: narrow spaces group', 'fr-FR', 1, 60939, '60\u202f939,0'],
    ['Arabic page: the same Western digits the rest of the app shows (ICU’s default for “ar”)', 'ar', 1, 60939, '60,939.0'],
    ['Turkish', 'tr-TR', 2, 60939.5, '60.939,50'],
    ['more than 12 decimals is capped', 'en-US', 20, 1, '1.000000000000'],
  ])('%s', (_name, locale, decimals, value, text) => {
    expect(priceFormat(intlNumberFormat(locale), decimals)(value)).toBe(text);
  });

  it.each([NaN, Infinity, undefined])('%p is a dash', (value) => {
    expect(priceFormat(intlNumberFormat('en-US'), 2)(value)).toBe('—');
    expect(paneFormat(intlNumberFormat('en-US'))(value)).toBe('—');
  });

  it('indicator panes are compact', () => {
    const f = paneFormat(intlNumberFormat('en-US'));
    expect([f(30_000), f(1_234_567), f(12.345), f(-0.5)]).toEqual(['30K', '1.23M', '12.35', '-0.5']);
  });

  it('an unknown locale falls back to English', () => {
    expect(priceFormat(intlNumberFormat('xx-invalid-locale-tag-!!'), 1)(1000)).toBe('1,000.0');
  });
});
