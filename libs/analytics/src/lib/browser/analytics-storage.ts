import { parseCookieHeader } from '@exchange/api';
import { writeCookie } from '@exchange/site-config';
import { ANALYTICS_CONSENT_COOKIE, parseConsent, type AnalyticsConsent } from '../rules/analytics-enabled';

/** sessionStorage key of the analytics session id (one per browser tab session). */
export const ANALYTICS_SESSION_KEY = 'analytics_session';
/** The consent choice is kept for a year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Fired on window after the collector accepted a batch (the sandbox toolbar's event log refreshes). */
export const ANALYTICS_SENT_EVENT = 'exchange:analytics-sent';

/** The visitor's choice from the consent cookie; 'unset' outside a browser. */
export function readConsent(): AnalyticsConsent {
  if (typeof document === 'undefined') return 'unset';
  return parseConsent(parseCookieHeader(document.cookie)[ANALYTICS_CONSENT_COOKIE]);
}

/** Stores the visitor's choice (site-config's one cookie rule: Path=/, SameSite=Lax, Secure on https). */
export function writeConsent(granted: boolean): void {
  writeCookie(document, ANALYTICS_CONSENT_COOKIE, granted ? '1' : '0', { maxAge: CONSENT_MAX_AGE_SECONDS });
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The analytics session id of this tab session, created on first use; blocked storage gives a page-long id. */
export function analyticsSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(ANALYTICS_SESSION_KEY);
    if (stored !== null && /^[\w-]{1,64}$/.test(stored)) return stored;
    const id = randomId();
    window.sessionStorage.setItem(ANALYTICS_SESSION_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
