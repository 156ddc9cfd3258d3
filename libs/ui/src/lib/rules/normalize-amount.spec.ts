import {
  AMOUNT_DEFAULT_PRECISION,
  AMOUNT_MAX,
  normalizeAmount,
  normalizeAmountDetailed,
  normalizeAmountOnBlur,
  unformatPastedAmount,
  type AmountOptions,
} from './normalize-amount';

describe('amount constants (spec 03 §9)', () => {
  it('uses the spec maximum and default precision', () => {
    expect(AMOUNT_MAX).toBe(999999999999);
    expect(AMOUNT_DEFAULT_PRECISION).toBe(2);
  });
});

describe('normalizeAmount (spec 03 §5)', () => {
  describe('empty is allowed', () => {
    it.each<[unknown, string]>([
      ['', ''],
      ['   ', ''],
      [undefined, ''],
      [null, ''],
      [42, ''],
    ])('%p → %p', (raw, expected) => {
      expect(normalizeAmount(raw)).toBe(expected);
    });
  });

  describe('the negative sign is removed unless negatives are allowed', () => {
    it.each<[string, AmountOptions, string]>([
      ['-5', {}, '5'],
      ['-5', { allowNegative: false }, '5'],
      ['-5', { allowNegative: true }, '-5'],
      ['-', { allowNegative: true }, '-'],
      ['-', {}, ''],
      ['\u22125', { allowNegative: true }, '-5'],
      ['--5', { allowNegative: true }, '-5'],
      ['5-', { allowNegative: true }, '5'],
      ['-.5', { allowNegative: true }, '-0.5'],
    ])('%p with %j → %p', (raw, options, expected) => {
      expect(normalizeAmount(raw, options)).toBe(expected);
    });
  });

  describe('a leading dot becomes "0."', () => {
    it.each<[string, string]>([
      ['.', '0.'],
      ['.5', '0.5'],
      ['.55', '0.55'],
    ])('%p → %p', (raw, expected) => {
      expect(normalizeAmount(raw)).toBe(expected);
    });
  });

  describe('a leading zero is collapsed unless followed by a dot', () => {
    it.each<[string, string]>([
      ['0', '0'],
      ['00', '0'],
      ['05', '5'],
      ['007', '7'],
      ['0.', '0.'],
      ['0.5', '0.5'],
      ['00.5', '0.5'],
      ['100', '100'],
      ['10.05', '10.05'],
    ])('%p → %p', (raw, expected) => {
      expect(normalizeAmount(raw)).toBe(expected);
    });
  });

  describe('digits after the dot are limited to the precision (default 2); precision 0 strips dots', () => {
    it.each<[string, AmountOptions, string]>([
      ['1.234', {}, '1.23'],
      ['1.239', {}, '1.23'],
      ['1.2', {}, '1.2'],
      ['0.123456789', { precision: 8 }, '0.12345678'],
      ['1.5', { precision: 0 }, '1'],
      ['1.', { precision: 0 }, '1'],
      ['.', { precision: 0 }, '0'],
      ['12', { precision: 0 }, '12'],
      ['1.23', { precision: -1 }, '1.23'],
      ['1.23', { precision: Number.NaN }, '1.23'],
    ])('%p with %j → %p', (raw, options, expected) => {
      expect(normalizeAmount(raw, options)).toBe(expected);
    });
  });

  describe('a value above the maximum (default 999999999999) is clamped to it', () => {
    it.each<[string, AmountOptions, string, boolean]>([
      ['999999999999', {}, '999999999999', false],
      ['999999999999.99', {}, '999999999999', true],
      ['1000000000000', {}, '999999999999', true],
      ['99999999999999999999999', {}, '999999999999', true],
      ['101', { max: 100 }, '100', true],
      ['100.5', { max: 100.25 }, '100.25', true],
      ['100.5', { max: 100.255 }, '100.25', true],
      ['-101', { max: 100, allowNegative: true }, '-100', true],
      ['5', { max: Number.POSITIVE_INFINITY }, '5', false],
    ])('%p with %j → %p (clamped %p)', (raw, options, expected, clamped) => {
      const result = normalizeAmountDetailed(raw, options);
      expect(result.value).toBe(expected);
      expect(result.clamped).toBe(clamped);
    });
  });

  describe('other characters (recorded in decision 0600)', () => {
    it.each<[string, string, boolean]>([
      ['12a', '12', true],
      ['1e5', '15', true],
      ['$ 1 0', '10', true],
      ['1.2.3', '1.23', true],
      ['0,5', '0.5', false],
      ['1,5,', '1.5', true],
      ['١٢٫٥', '12.5', false],
      ['１２．５', '12.5', false],
      ['۳', '3', false],
      ['  7.5  ', '7.5', false],
    ])('%p → %p (dropped %p)', (raw, expected, dropped) => {
      const result = normalizeAmountDetailed(raw);
      expect(result.value).toBe(expected);
      expect(result.dropped).toBe(dropped);
    });
  });

  it('reports truncation separately from dropped characters', () => {
    expect(normalizeAmountDetailed('1.239')).toEqual({ value: '1.23', clamped: false, dropped: false, truncated: true });
  });
});

describe('normalizeAmountOnBlur (spec 03 §5)', () => {
  it.each<[unknown, string]>([
    ['', ''],
    ['12.', '12'],
    ['0.', '0'],
    ['0012', '12'],
    ['1.50', '1.50'],
    ['0.05', '0.05'],
    ['.5', '0.5'],
    ['-', ''],
    ['-0', '0'],
    ['-0.', '0'],
    ['-0.00', '0.00'],
    ['-12.', '-12'],
    ['abc', ''],
    [undefined, ''],
  ])('%p → %p', (value, expected) => {
    expect(normalizeAmountOnBlur(value)).toBe(expected);
  });
});

describe('unformatPastedAmount (decision 0600)', () => {
  it.each<[unknown, string]>([
    ['1,234.56', '1234.56'],
    ['1.234,56', '1234.56'],
    ['1 234,5', '1234.5'],
    ['12,345,678', '12345678'],
    ['12.345.678', '12345678'],
    ['0,5', '0.5'],
    ['1,234', '1.234'],
    ['1.2.3', '1.2.3'],
    ['$1,234.56 USDT', '$1234.56USDT'],
    ['١٬٢٣٤٫٥', '١٢٣٤٫٥'],
    [null, ''],
  ])('%p → %p', (text, expected) => {
    expect(unformatPastedAmount(text)).toBe(expected);
  });
});

describe('pasting: unformatPastedAmount then normalizeAmount', () => {
  it.each<[string, string]>([
    ['1,234.56', '1234.56'],
    ['1.234,567', '1234.56'],
    ['١٬٢٣٤٫٥', '1234.5'],
    ['$1,234.56 USDT', '1234.56'],
    ['1,000,000,000,000', '999999999999'],
  ])('%p → %p', (text, expected) => {
    expect(normalizeAmount(unformatPastedAmount(text))).toBe(expected);
  });
});
