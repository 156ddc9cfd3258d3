import { parseCookieHeader } from './cookies';

/** The csrftoken cookie name (spec 03 §3 "Other cookies"). */
export const CSRF_COOKIE = 'csrftoken';
/**
 * Spec 03 §7: the csrftoken header carries the csrftoken cookie value, or `1` when there is none. The app sets
 * that cookie to a token signed for the session (decision 0812) and refuses a state-changing call whose header
 * is not that token, so `1` only ever reaches a server that does not check (it is refused by ours).
 */
export const CSRF_FALLBACK = '1';

export const csrfTokenFromCookies = (cookieHeader: string | null | undefined): string => {
  const value = parseCookieHeader(cookieHeader)[CSRF_COOKIE];
  return value !== undefined && value.trim() !== '' ? value : CSRF_FALLBACK;
};

/**
 * Set by the app on a 403 whose only fault was the token (the session changed since it was issued: a login or
 * logout just happened). The refusal carries a fresh token cookie; the browser transport retries once with it.
 */
export const CSRF_RETRY_HEADER = 'x-csrf-retry';
