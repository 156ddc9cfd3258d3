import { NEW_USER_POPUP_COUNTER_KEY } from '../rules/new-user-popup';

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
