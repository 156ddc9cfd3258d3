/** Where the site serves coin icons: `/static/coin/<SYMBOL>.svg` (decision 1151). */
export const COIN_ICON_PATH = '/static/coin';

/**
 * Spec 01 §9 "coin icon cache is busted hourly", 03 §9 "coin icon cache version: by hour": the UTC hour of `now` as
 * `YYYYMMDDHH` (e.g. 2026112422), the same for every request within the hour.
 */
export function coinIconVersion(now: number): string {
  const d = new Date(Number.isFinite(now) ? now : 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}`;
}

/** A coin symbol as the icon's file name: letters and digits only, upper case, at most 16; anything else → null. */
export function coinIconSymbol(symbol: string | null | undefined): string | null {
  const text = typeof symbol === 'string' ? symbol.trim().toUpperCase() : '';
  return /^[A-Z0-9]{1,16}$/.test(text) ? text : null;
}

/**
 * A coin's icon URL (spec 01 §3 coinIconVersionWhiteList, §9): a symbol on the whitelist carries the hour's cache
 * version (`?v=2026112422`), so its icon is fetched again every hour; any other icon is cached as it is.
 * An unreadable symbol → null (no image).
 */
export function coinIconSrc(symbol: string | null | undefined, whitelist: readonly string[], now: number): string | null {
  const file = coinIconSymbol(symbol);
  if (file === null) return null;
  const listed = whitelist.some((s) => typeof s === 'string' && s.trim().toUpperCase() === file);
  return `${COIN_ICON_PATH}/${file}.svg${listed ? `?v=${coinIconVersion(now)}` : ''}`;
}

/** Spec 03 §9 "Image defaults: width 28, quality 75": the size and quality an image is asked for when none is given. */
export const IMAGE_DEFAULTS = { width: 28, quality: 75 } as const;

export interface CoinIconImage {
  src: string;
  width: number;
  height: number;
}

/**
 * A coin icon as an image (03 §9 image defaults): the icon URL asking for `w` and `q` (the image host scales and
 * compresses raster icons by them; the app's SVG icons take `w` as their size), with the width and height to
 * reserve. Width and quality default to 28 and 75; a width outside 8–256 or a quality outside 1–100 gives the default.
 */
export function coinIconImage(
  symbol: string | null | undefined,
  whitelist: readonly string[],
  now: number,
  { width, quality }: { width?: number; quality?: number } = {},
): CoinIconImage | null {
  const src = coinIconSrc(symbol, whitelist, now);
  if (src === null) return null;
  const w = Number.isInteger(width) && (width as number) >= 8 && (width as number) <= 256 ? (width as number) : IMAGE_DEFAULTS.width;
  const q =
    Number.isInteger(quality) && (quality as number) >= 1 && (quality as number) <= 100 ? (quality as number) : IMAGE_DEFAULTS.quality;
  return { src: `${src}${src.includes('?') ? '&' : '?'}w=${w}&q=${q}`, width: w, height: w };
}
