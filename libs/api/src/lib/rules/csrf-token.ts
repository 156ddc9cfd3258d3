import { parseCookieHeader } from './cookies';

/** The csrftoken cookie name (spec 03 §3 "Other cookies"). */
export const CSRF_COOKIE = 'csrftoken';
/** Spec 03 §7: the helpers send the csrftoken cookie value, or `1` when there is none. */
export const CSRF_FALLBACK = '1';

export const csrfTokenFromCookies = (cookieHeader: string | null | undefined): string => {
  const value = parseCookieHeader(cookieHeader)[CSRF_COOKIE];
  return value !== undefined && value.trim() !== '' ? value : CSRF_FALLBACK;
};
