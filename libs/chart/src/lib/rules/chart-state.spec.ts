import { defaultIndicator } from '../indicators/settings';
import {
  CHART_STATE_KEY,
  DEFAULT_CHART_STATE,
  loadChartState,
  parseChartState,
  saveChartState,
  serializeChartState,
  type ChartState,
} from './chart-state';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('chart state save/restore (spec 02 §4)', () => {
  const custom: ChartState = {
    resolution: '240',
    indicators: [
      { type: 'MACD', settings: { fast: 5, slow: 35, signal: 5, source: 'hlc3' } },
      { type: 'KDJ', settings: { period: 14, k: 3, d: 3 } },
      { type: 'BOLL', settings: { period: 20, multiplier: 2.5, source: 'close' } },
    ],
    theme: 'light',
  };

  it('round-trips through a Storage', () => {
    const storage = memoryStorage();
    expect(saveChartState(storage, custom)).toBe(true);
    expect(storage.map.has(CHART_STATE_KEY)).toBe(true);
    expect(loadChartState(storage)).toEqual(custom);
  });

  it.each<[string, string | null, ChartState]>([
    ['nothing saved', null, DEFAULT_CHART_STATE],
    ['not JSON', '{oops', DEFAULT_CHART_STATE],
    ['an array', '[1,2]', DEFAULT_CHART_STATE],
    ['a number', '42', DEFAULT_CHART_STATE],
    ['unknown resolution', '{"resolution":"2H","theme":"light"}', { ...DEFAULT_CHART_STATE, theme: 'light' }],
    ['unknown theme', '{"resolution":"1D","theme":"blue"}', { ...DEFAULT_CHART_STATE, resolution: '1D' }],
    ['no indicators', '{"indicators":[]}', { ...DEFAULT_CHART_STATE, indicators: [] }],
    ['indicators not a list', '{"indicators":"MACD"}', DEFAULT_CHART_STATE],
    [
      'unknown and duplicate indicators dropped',
      '{"indicators":[{"type":"RSI"},{"type":"KDJ","settings":{"period":5,"k":2,"d":2}},{"type":"KDJ"}]}',
      { ...DEFAULT_CHART_STATE, indicators: [{ type: 'KDJ', settings: { period: 5, k: 2, d: 2 } }] },
    ],
    [
      'out-of-range MACD settings fall back to 12/26/9',
      '{"indicators":[{"type":"MACD","settings":{"fast":12,"slow":26,"signal":51,"source":"close"}}]}',
      { ...DEFAULT_CHART_STATE, indicators: [defaultIndicator('MACD')] },
    ],
    [
      'KDJ period 2001 falls back to 9/3/3',
      '{"indicators":[{"type":"KDJ","settings":{"period":2001,"k":3,"d":3}}]}',
      { ...DEFAULT_CHART_STATE, indicators: [defaultIndicator('KDJ')] },
    ],
    [
      'VOL with a bad period falls back',
      '{"indicators":[{"type":"VOL","settings":{"maPeriods":[0]}}]}',
      { ...DEFAULT_CHART_STATE, indicators: [defaultIndicator('VOL')] },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseChartState(raw)).toEqual(expected);
  });

  it('survives storages that throw', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadChartState(throwing)).toEqual(DEFAULT_CHART_STATE);
    expect(saveChartState(throwing, custom)).toBe(false);
    expect(loadChartState(undefined)).toEqual(DEFAULT_CHART_STATE);
    expect(saveChartState(null, custom)).toBe(false);
  });

  it('serialises only the three saved fields', () => {
    expect(Object.keys(JSON.parse(serializeChartState(custom)))).toEqual(['resolution', 'indicators', 'theme']);
  });
});
