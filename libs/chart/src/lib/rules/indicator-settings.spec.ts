import {
  parseIntegerField,
  validateBollSettings,
  validateKdjSettings,
  validateMacdSettings,
  validateMaSettings,
  type FieldError,
} from './indicator-settings';

const range = (min: number, max: number): FieldError => ({ id: 'chart.indicatorSettings.range', values: { min, max } });
const integer: FieldError = { id: 'chart.indicatorSettings.integer' };
const required: FieldError = { id: 'chart.indicatorSettings.required' };

describe('KDJ settings (spec 02 §5: integers 1–2000)', () => {
  it.each<[string, { period: unknown; k: unknown; d: unknown }, Record<string, FieldError> | null]>([
    ['default 9/3/3', { period: 9, k: 3, d: 3 }, null],
    ['strings from inputs', { period: ' 9 ', k: '3', d: '3' }, null],
    ['lower bound 1', { period: 1, k: 1, d: 1 }, null],
    ['upper bound 2000', { period: 2000, k: 2000, d: 2000 }, null],
    ['0 is out of range', { period: 0, k: 3, d: 3 }, { period: range(1, 2000) }],
    ['2001 is out of range', { period: 9, k: 2001, d: 3 }, { k: range(1, 2000) }],
    ['decimals are not integers', { period: 9, k: 3, d: '2.5' }, { d: integer }],
    ['text is not an integer', { period: 'abc', k: 3, d: 3 }, { period: integer }],
    ['empty is required', { period: '', k: undefined, d: null }, { period: required, k: required, d: required }],
    ['NaN and Infinity', { period: NaN, k: Infinity, d: 3 }, { period: integer, k: integer }],
    ['negative', { period: '-3', k: 3, d: 3 }, { period: range(1, 2000) }],
  ])('%s', (_name, input, errors) => {
    const r = validateKdjSettings(input);
    if (errors === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, errors });
  });

  it('returns numbers for a valid form', () => {
    expect(validateKdjSettings({ period: '14', k: '5', d: '2' })).toEqual({ ok: true, value: { period: 14, k: 5, d: 2 } });
  });
});

describe('MACD settings (spec 02 §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, FieldError> | null]>([
    ['default 12/26/9 close', { fast: 12, slow: 26, signal: 9, source: 'close' }, null],
    ['fast and slow up to 2000', { fast: 2000, slow: 2000, signal: 50, source: 'ohlc4' }, null],
    ['fast 2001', { fast: 2001, slow: 26, signal: 9, source: 'close' }, { fast: range(1, 2000) }],
    ['slow 0', { fast: 12, slow: 0, signal: 9, source: 'close' }, { slow: range(1, 2000) }],
    ['signal 51', { fast: 12, slow: 26, signal: 51, source: 'close' }, { signal: range(1, 50) }],
    ['signal 1', { fast: 12, slow: 26, signal: 1, source: 'hl2' }, null],
    ['signal 9.5', { fast: 12, slow: 26, signal: '9.5', source: 'close' }, { signal: integer }],
    ['unknown source', { fast: 12, slow: 26, signal: 9, source: 'median' }, { source: { id: 'chart.indicatorSettings.source' } }],
    ['missing source', { fast: 12, slow: 26, signal: 9 }, { source: { id: 'chart.indicatorSettings.source' } }],
  ])('%s', (_name, input, errors) => {
    const r = validateMacdSettings({ fast: input['fast'], slow: input['slow'], signal: input['signal'], source: input['source'] });
    if (errors === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, errors });
  });

  it.each(['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'])('accepts the source %s', (source) => {
    expect(validateMacdSettings({ fast: 12, slow: 26, signal: 9, source }).ok).toBe(true);
  });
});

describe('MA, EMA and BOLL settings (decision 0402)', () => {
  it('flags each bad period on its own field', () => {
    const r = validateMaSettings({ periods: ['7', 'x', '99'], source: 'close' });
    expect(r.ok).toBe(false);
    expect(r.periodErrors).toEqual([undefined, integer, undefined]);
  });
  it('accepts valid periods', () => {
    expect(validateMaSettings({ periods: [7, '25'], source: 'close' })).toMatchObject({
      ok: true,
      value: { periods: [7, 25], source: 'close' },
    });
  });
  it('requires at least one period', () => {
    expect(validateMaSettings({ periods: [], source: 'close' })).toMatchObject({ ok: false, errors: { periods: required } });
  });
  it.each<[unknown, boolean]>([
    ['2', true],
    ['0.05', false],
    ['10.5', false],
    ['two', false],
  ])('BOLL multiplier %s → valid %s', (multiplier, ok) => {
    expect(validateBollSettings({ period: 20, multiplier, source: 'close' }).ok).toBe(ok);
  });
  it('parses integers in a range', () => {
    expect(parseIntegerField('+5', { min: 1, max: 9 })).toEqual({ ok: true, value: 5 });
  });
});
