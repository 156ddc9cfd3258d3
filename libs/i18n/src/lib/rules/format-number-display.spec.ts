import { formatNumberDisplay, toPlainDecimal } from './format-number-display';

describe('formatNumberDisplay (spec 03 §5: 7+ zeros after the point, counted)', () => {
  it.each<[string | number, string]>([
    ['0.00000000123', '0.0{8}123'],
    [0.00000000123, '0.0{8}123'],
    ['0.0000000123', '0.0{7}123'],
    ['0.000000123', '0.000000123'],
    ['0.000001', '0.000001'],
    ['-0.000000005', '-0.0{8}5'],
    ['12.00000000045', '12.0{9}45'],
    [1.5e-10, '0.0{9}15'],
    ['1e-7', '0.0000001'],
    ['1e-8', '0.0{7}1'],
    ['0.000000000', '0.000000000'],
    ['0.00000000100', '0.0{8}100'],
    ['1.5', '1.5'],
    [42, '42'],
    [1e21, '1000000000000000000000'],
    ['  0.00000000123  ', '0.0{8}123'],
    ['abc', 'abc'],
    ['', ''],
    ['1.2.3', '1.2.3'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%p → %p', (value, expected) => {
    expect(formatNumberDisplay(value)).toBe(expected);
  });

  it('returns text for null-ish input instead of throwing', () => {
    expect(formatNumberDisplay(null as unknown as string)).toBe('');
  });
});

describe('toPlainDecimal', () => {
  it.each<[string | number, string | null]>([
    ['1.23e-9', '0.00000000123'],
    ['1.23E+3', '1230'],
    ['-4.5e2', '-450'],
    ['.5', '0.5'],
    ['5e500', null],
    ['e5', null],
    ['.', null],
  ])('%p → %p', (value, expected) => {
    expect(toPlainDecimal(value)).toBe(expected);
  });
});
