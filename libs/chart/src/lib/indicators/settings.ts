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
