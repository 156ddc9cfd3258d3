import { writeCookie } from '@exchange/site-config';
import { ALPHA_BANNER_CLOSED_AT_KEY, ALPHA_BANNER_CLOSED_MS, ALPHA_BANNER_LAST_INDEX_KEY } from '../rules/alpha-banner';
import { NEW_USER_POPUP_COUNTER_KEY } from '../rules/new-user-popup';
import { VIP_POPUP_SEEN_COOKIE, VIP_POPUP_SEEN_MAX_AGE_S } from '../rules/vip-popup-memory';

/** The session setting that hides the app-download banner (spec 01 §4 "hiddenAppDownload"; decision 0800). */
export const HIDDEN_APP_DOWNLOAD_SESSION_KEY = 'hiddenAppDownload';

/** The new-user popup's "count/timestamp" counter (decision 0510); null when absent or storage is blocked. */
export function readNewUserPopupCounter(): string | null {
  try {
    return window.localStorage.getItem(NEW_USER_POPUP_COUNTER_KEY);
  } catch {
    return null;
  }
}

/** Stores decideNewUserPopup(...).nextCounter when the popup opens; blocked storage only loses the count. */
export function writeNewUserPopupCounter(value: string): void {
  try {
    window.localStorage.setItem(NEW_USER_POPUP_COUNTER_KEY, value);
  } catch {
    // storage blocked: the popup was still shown once
  }
}

/** The session's hiddenAppDownload flag: set by '1' or 'true'; blocked storage counts as not set. */
export function readHiddenAppDownload(): boolean {
  try {
    const value = window.sessionStorage.getItem(HIDDEN_APP_DOWNLOAD_SESSION_KEY);
    return value === '1' || value === 'true';
  } catch {
    return false;
  }
}

/**
 * The alpha banner's close time (decision 0511): the cookie the server also reads to keep the banner's room
 * (decision 1820), else the local-storage copy of earlier visits; null when absent or storage is blocked.
 */
export function readAlphaClosedAt(): string | null {
  const cookie = readCookie(ALPHA_BANNER_CLOSED_AT_KEY);
  if (cookie !== null) return cookie;
  try {
    return window.localStorage.getItem(ALPHA_BANNER_CLOSED_AT_KEY);
  } catch {
    return null;
  }
}

/**
 * Stores the close time: the banner stays hidden for 24 h (spec 03 §4). A 24 h cookie, so the server draws the
 * home page without the banner's room (decision 1820), and local storage; blocked storage forgets it.
 */
export function writeAlphaClosedAt(now: number): void {
  writeCookie(document, ALPHA_BANNER_CLOSED_AT_KEY, String(now), { maxAge: ALPHA_BANNER_CLOSED_MS / 1000 });
  try {
    window.localStorage.setItem(ALPHA_BANNER_CLOSED_AT_KEY, String(now));
  } catch {
    // storage blocked: the cookie still holds it
  }
}

/** The alpha banner's last shown index per currency (a JSON map, decision 0511). */
export function readAlphaLastIndex(): string | null {
  try {
    return window.localStorage.getItem(ALPHA_BANNER_LAST_INDEX_KEY);
  } catch {
    return null;
  }
}

/** Stores nextAlphaCard(...).nextStored when the card is shown. */
export function writeAlphaLastIndex(value: string): void {
  try {
    window.localStorage.setItem(ALPHA_BANNER_LAST_INDEX_KEY, value);
  } catch {
    // storage blocked: the next page load starts over at the first card
  }
}

/** A cookie's raw value from document.cookie, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The VIP popup plans already shown (cookie, decision 1310). */
export function readVipPopupSeen(): string | null {
  return readCookie(VIP_POPUP_SEEN_COOKIE);
}

/** Stores rememberVipPopup(...) for 24 hours. */
export function writeVipPopupSeen(value: string): void {
  writeCookie(document, VIP_POPUP_SEEN_COOKIE, value, { maxAge: VIP_POPUP_SEEN_MAX_AGE_S });
}
