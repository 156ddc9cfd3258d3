import type { PriceSource } from '../types';

/** MACD settings (spec 02 §9 default 12/26/9, source close). */
export interface MacdSettings {
  fast: number;
  slow: number;
  signal: number;
  source: PriceSource;
}

/** KDJ settings (spec 02 §9 default 9/3/3). */
export interface KdjSettings {
  period: number;
  k: number;
  d: number;
}

/** Moving average (MA or EMA) settings: up to three periods. */
export interface MaSettings {
  periods: number[];
  source: PriceSource;
}

/** Bollinger Bands settings. */
export interface BollSettings {
  period: number;
  multiplier: number;
  source: PriceSource;
}

/** Volume pane settings: moving averages of volume drawn over the bars. */
export interface VolSettings {
  maPeriods: number[];
}

export const DEFAULT_MACD: MacdSettings = { fast: 12, slow: 26, signal: 9, source: 'close' };
export const DEFAULT_KDJ: KdjSettings = { period: 9, k: 3, d: 3 };
export const DEFAULT_MA: MaSettings = { periods: [7, 25, 99], source: 'close' };
export const DEFAULT_EMA: MaSettings = { periods: [7, 25, 99], source: 'close' };
export const DEFAULT_BOLL: BollSettings = { period: 20, multiplier: 2, source: 'close' };
export const DEFAULT_VOL: VolSettings = { maPeriods: [5, 10] };

/** Indicators the chart offers: MA, EMA and BOLL overlay the candles; VOL, MACD and KDJ get their own pane. */
export const INDICATOR_TYPES = ['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'KDJ'] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

export type IndicatorConfig =
  | { type: 'MA'; settings: MaSettings }
  | { type: 'EMA'; settings: MaSettings }
  | { type: 'BOLL'; settings: BollSettings }
  | { type: 'VOL'; settings: VolSettings }
  | { type: 'MACD'; settings: MacdSettings }
  | { type: 'KDJ'; settings: KdjSettings };

/** Panes below the candles, in display order. */
export const PANE_INDICATORS: readonly IndicatorType[] = ['VOL', 'MACD', 'KDJ'];

export function defaultIndicator(type: IndicatorType): IndicatorConfig {
  switch (type) {
    case 'MA':
      return { type, settings: { ...DEFAULT_MA, periods: [...DEFAULT_MA.periods] } };
    case 'EMA':
      return { type, settings: { ...DEFAULT_EMA, periods: [...DEFAULT_EMA.periods] } };
    case 'BOLL':
      return { type, settings: { ...DEFAULT_BOLL } };
    case 'VOL':
      return { type, settings: { maPeriods: [...DEFAULT_VOL.maPeriods] } };
    case 'MACD':
      return { type, settings: { ...DEFAULT_MACD } };
    case 'KDJ':
      return { type, settings: { ...DEFAULT_KDJ } };
  }
}
