import { MARKET_RESOLUTIONS, type MarketResolution } from '@exchange/api';

/** Spec 02 §2: the supported resolutions, in TradingView notation (minutes unless suffixed S/D/W/M). */
export const RESOLUTIONS = MARKET_RESOLUTIONS;
export type Resolution = MarketResolution;

/** Spec 02 §9: default chart resolution. */
export const DEFAULT_RESOLUTION: Resolution = '60';

export function isResolution(input: unknown): input is Resolution {
  return typeof input === 'string' && (RESOLUTIONS as readonly string[]).includes(input);
}

/** Spec 02 §2: 60 unless a supported resolution was saved. */
export function initialResolution(saved: unknown): Resolution {
  return isResolution(saved) ? saved : DEFAULT_RESOLUTION;
}

// Bar lengths and open times are the exchange's (shared with the sandbox): `@exchange/api`'s bar-time rule.
export { barOpenTime, nextBarTime, resolutionMs } from '@exchange/api';

/** Short toolbar label: 1s, 1m, 1H, 4H, 1D, 1W, 1M. */
export function resolutionLabel(r: Resolution): string {
  const n = Number.parseInt(r, 10);
  if (r.endsWith('S')) return `${n}s`;
  if (/^\d+$/.test(r)) return n >= 60 && n % 60 === 0 ? `${n / 60}H` : `${n}m`;
  return r;
}
