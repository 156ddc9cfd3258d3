import { isSafeRedirect } from '@exchange/site-config';
import type { Resolution } from './resolution';

/**
 * Screenshot setting (spec 02 §2/§7 opens a third-party charting host; decision 0405): by default the
 * PNG is downloaded; with a host, the PNG is handed to `upload` and the returned URL is opened.
 */
export type ScreenshotSetting = { mode: 'download' } | { mode: 'host'; upload: (png: Blob) => Promise<string | null> };

export const DEFAULT_SCREENSHOT: ScreenshotSetting = { mode: 'download' };

/** File name for a downloaded screenshot: SYMBOL-RES-YYYYMMDD-HHmmss.png (UTC). */
export function screenshotFileName(symbol: string, resolution: Resolution, now: number): string {
  const d = new Date(Number.isFinite(now) ? now : 0);
  const p = (n: number) => String(n).padStart(2, '0');
  const safe = symbol.replace(/[^A-Za-z0-9_-]/g, '_') || 'chart';
  return `${safe}-${resolution}-${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}-${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}.png`;
}

/** Only http(s) URLs returned by a host are opened (site-config's one safe-URL check, decision 1710). */
export const safeHostUrl = (url: unknown): string | null => isSafeRedirect(url, { anti: [], external: true, allowHttp: true });

/** What the user sees after a screenshot (decision 1860): the snapshot being uploaded, its share link, or the fallback. */
export type ScreenshotNoticeState = { kind: 'uploading' } | { kind: 'shared'; url: string } | { kind: 'downloaded-instead' };

/**
 * The outcome of a host upload: a safe share URL is opened and linked; anything else (the host's fallback null, a
 * refused or unsafe URL) downloads the PNG instead (spec 02 §2's host, with the download as the fallback).
 */
export function screenshotOutcome(uploaded: unknown): Exclude<ScreenshotNoticeState, { kind: 'uploading' }> {
  const url = safeHostUrl(uploaded);
  return url === null ? { kind: 'downloaded-instead' } : { kind: 'shared', url };
}
