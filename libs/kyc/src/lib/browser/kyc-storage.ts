import { parseCookieHeader } from '@exchange/api';
import { writeCookie } from '@exchange/site-config';
import type { KycCookieWrite } from '../rules/decide-kyc-modal';
import { KYC_TIP_BAR_SESSION_KEY } from '../rules/show-kyc-tip-bar';

/** The browser's cookies by name (the api's one cookie parser); empty outside a browser. */
export function readKycCookies(): Record<string, string> {
  return typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie);
}

/** Stores decideKycModal(...).store (site-config's one cookie rule: Path=/, SameSite=Lax, Secure on https). */
export function writeKycCookie({ name, value, maxAgeSeconds }: KycCookieWrite): void {
  writeCookie(document, name, value, { maxAge: maxAgeSeconds });
}

/** The tip bar was closed earlier in this browser session (decision 0501); blocked storage counts as not closed. */
export function readTipBarDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(KYC_TIP_BAR_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers the tip bar's dismissal for the browser session; blocked storage only loses the memory. */
export function rememberTipBarDismissed(): void {
  try {
    window.sessionStorage.setItem(KYC_TIP_BAR_SESSION_KEY, '1');
  } catch {
    // storage blocked: the bar stays closed on this page only
  }
}
