/** Spec 02 §2: the supported resolutions, in TradingView notation (minutes unless suffixed S/D/W/M). */
export const RESOLUTIONS = ['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/** Spec 02 §9: default chart resolution. */
export const DEFAULT_RESOLUTION: Resolution = '60';

export function isResolution(input: unknown): input is Resolution {
  return typeof input === 'string' && (RESOLUTIONS as readonly string[]).includes(input);
}

/** Spec 02 §2: 60 unless a supported resolution was saved. */
export function initialResolution(saved: unknown): Resolution {
  return isResolution(saved) ? saved : DEFAULT_RESOLUTION;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Nominal bar length in ms (a month counts as 30 days; bar times use `barOpenTime`). */
export function resolutionMs(r: Resolution): number {
  const n = Number.parseInt(r, 10);
  if (r.endsWith('S')) return n * SECOND;
  if (r.endsWith('D')) return n * DAY;
  if (r.endsWith('W')) return n * 7 * DAY;
  if (r.endsWith('M')) return n * 30 * DAY;
  return n * MINUTE;
}

/**
 * Open time of the bar that contains `time` (UTC buckets, as exchanges do): seconds/minutes/days from
 * the epoch, weeks from Monday, months from the 1st.
 */
export function barOpenTime(time: number, r: Resolution): number {
  if (r === '1M') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (r === '1W') {
    const monday = 4 * DAY; // 1970-01-05 was a Monday
    return Math.floor((time - monday) / (7 * DAY)) * 7 * DAY + monday;
  }
  const ms = resolutionMs(r);
  return Math.floor(time / ms) * ms;
}

/** Open time of the bar after the one opening at `open`. */
export function nextBarTime(open: number, r: Resolution): number {
  if (r === '1M') {
    const d = new Date(open);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return open + resolutionMs(r);
}

/** Short toolbar label: 1s, 1m, 1H, 4H, 1D, 1W, 1M. */
export function resolutionLabel(r: Resolution): string {
  const n = Number.parseInt(r, 10);
  if (r.endsWith('S')) return `${n}s`;
  if (/^\d+$/.test(r)) return n >= 60 && n % 60 === 0 ? `${n / 60}H` : `${n}m`;
  return r;
}
