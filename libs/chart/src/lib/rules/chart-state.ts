import { defaultIndicator, INDICATOR_TYPES, type IndicatorConfig, type IndicatorType } from '../indicators/settings';
import type { ChartTheme } from '../types';
import {
  validateBollSettings,
  validateKdjSettings,
  validateMacdSettings,
  validateMaSettings,
  parseIntegerField,
  MA_PERIOD_RANGE,
} from './indicator-settings';
import { DEFAULT_RESOLUTION, initialResolution, type Resolution } from './resolution';

/** What the chart saves (spec 02 §4): resolution, indicators with their settings, theme. */
export interface ChartState {
  resolution: Resolution;
  indicators: IndicatorConfig[];
  theme: ChartTheme;
}

/** Local-storage key (versioned so a future shape change starts from defaults). */
export const CHART_STATE_KEY = 'exchange.chart.state.v1';

export const DEFAULT_CHART_STATE: ChartState = {
  resolution: DEFAULT_RESOLUTION,
  indicators: [defaultIndicator('VOL')],
  theme: 'dark',
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A saved indicator, re-validated; bad settings fall back to that indicator's defaults; unknown types → null. */
export function parseIndicator(input: unknown): IndicatorConfig | null {
  if (!isRecord(input) || !(INDICATOR_TYPES as readonly unknown[]).includes(input['type'])) return null;
  const type = input['type'] as IndicatorType;
  const s = isRecord(input['settings']) ? input['settings'] : {};
  const fallback = defaultIndicator(type);
  switch (type) {
    case 'MA':
    case 'EMA': {
      const r = validateMaSettings({ periods: Array.isArray(s['periods']) ? s['periods'] : [], source: s['source'] });
      return r.ok ? { type, settings: r.value } : fallback;
    }
    case 'BOLL': {
      const r = validateBollSettings({ period: s['period'], multiplier: s['multiplier'], source: s['source'] });
      return r.ok ? { type, settings: r.value } : fallback;
    }
    case 'VOL': {
      const periods = Array.isArray(s['maPeriods']) ? s['maPeriods'].map((p) => parseIntegerField(p, MA_PERIOD_RANGE)) : [];
      return periods.every((p) => p.ok) ? { type, settings: { maPeriods: periods.map((p) => (p.ok ? p.value : 0)) } } : fallback;
    }
    case 'MACD': {
      const r = validateMacdSettings({ fast: s['fast'], slow: s['slow'], signal: s['signal'], source: s['source'] });
      return r.ok ? { type, settings: r.value } : fallback;
    }
    case 'KDJ': {
      const r = validateKdjSettings({ period: s['period'], k: s['k'], d: s['d'] });
      return r.ok ? { type, settings: r.value } : fallback;
    }
  }
}

/** Parses saved state; anything malformed falls back field by field to the defaults. Never throws. */
export function parseChartState(raw: string | null | undefined, defaults: ChartState = DEFAULT_CHART_STATE): ChartState {
  if (!raw) return defaults;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isRecord(data)) return defaults;
  const theme: ChartTheme = data['theme'] === 'light' || data['theme'] === 'dark' ? data['theme'] : defaults.theme;
  const resolution = data['resolution'] === undefined ? defaults.resolution : initialResolution(data['resolution']);
  let indicators = defaults.indicators;
  if (Array.isArray(data['indicators'])) {
    const seen = new Set<IndicatorType>();
    indicators = [];
    for (const item of data['indicators']) {
      const ind = parseIndicator(item);
      if (ind && !seen.has(ind.type)) {
        seen.add(ind.type);
        indicators.push(ind);
      }
    }
  }
  return { resolution, indicators, theme };
}

export function serializeChartState(state: ChartState): string {
  return JSON.stringify({ resolution: state.resolution, indicators: state.indicators, theme: state.theme });
}

/** Reads state from a Storage (absent, blocked or throwing storage → defaults). */
export function loadChartState(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  key = CHART_STATE_KEY,
  defaults = DEFAULT_CHART_STATE,
): ChartState {
  try {
    return parseChartState(storage?.getItem(key), defaults);
  } catch {
    return defaults;
  }
}

/** Writes state; returns false when the storage refuses (quota, privacy mode). */
export function saveChartState(storage: Pick<Storage, 'setItem'> | null | undefined, state: ChartState, key = CHART_STATE_KEY): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, serializeChartState(state));
    return true;
  } catch {
    return false;
  }
}
