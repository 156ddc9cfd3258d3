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
