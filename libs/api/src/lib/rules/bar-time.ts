/** Spec 02 §2: the chart's resolutions (TradingView notation: minutes unless suffixed S/D/W/M). */
export const MARKET_RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;
export type MarketResolution = (typeof MARKET_RESOLUTIONS)[number];

/*
 * Bar times of the chart's resolutions (spec 02 §2: 1S … 1M), shared by the chart (its time axis and live
 * candles) and the sandbox exchange (its history and pushed bars), so both bucket time the same way.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
/** 1970-01-05, the first Monday of the epoch: weekly bars open on Mondays (UTC). */
const FIRST_MONDAY = 4 * DAY;

export function isMarketResolution(input: unknown): input is MarketResolution {
  return typeof input === 'string' && (MARKET_RESOLUTIONS as readonly string[]).includes(input);
}

/** Nominal length of a bar in ms (a month counts as 30 days; bar times come from `barOpenTime`). */
export function resolutionMs(r: MarketResolution): number {
  const n = Number.parseInt(r, 10);
  if (r.endsWith('S')) return n * SECOND;
  if (r.endsWith('D')) return n * DAY;
  if (r.endsWith('W')) return n * 7 * DAY;
  if (r.endsWith('M')) return n * 30 * DAY;
  return n * MINUTE;
}

/** Open time of the bar containing `time`, UTC buckets as exchanges use: epoch-aligned, weeks from Monday, months from the 1st. */
export function barOpenTime(time: number, r: MarketResolution): number {
  if (r === '1M') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (r === '1W') return Math.floor((time - FIRST_MONDAY) / (7 * DAY)) * 7 * DAY + FIRST_MONDAY;
  const ms = resolutionMs(r);
  return Math.floor(time / ms) * ms;
}

/** Open time of the bar after the one opening at `open`. */
export function nextBarTime(open: number, r: MarketResolution): number {
  if (r === '1M') {
    const d = new Date(open);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return open + resolutionMs(r);
}

/** Open time of the bar before the one opening at `open`. */
export function previousBarTime(open: number, r: MarketResolution): number {
  return r === '1M' ? barOpenTime(open - 1, r) : open - resolutionMs(r);
}
