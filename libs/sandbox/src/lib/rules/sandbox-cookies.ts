import { cookieText } from '@exchange/site-config';

export const PERSONA_COOKIE = 'sandbox_persona';
export const SID_COOKIE = 'sandbox_sid';
/** Issue 23: the signed-in session (HttpOnly; decision 1833). */
export const SESSION_COOKIE = 'sandbox_session';

/** Localhost is plain http in development: no Secure flag there; everywhere else cookies are Secure. */
export const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  hostname === '::1' ||
  /^127(\.\d{1,3}){3}$/.test(hostname);

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Without it, a session cookie. */
  maxAge?: number;
  secure: boolean;
  httpOnly?: boolean;
}

/**
 * A `Set-Cookie` value by site-config's one cookie rule (decision 1710): Path=/, SameSite=Lax, Secure off localhost
 * (decision 0205), HttpOnly for the session id. The sandbox's names are constants: one that is not a token is a programming error.
 */
export const setCookie = (name: string, value: string, options: CookieOptions): string => {
  // The session id is read by no script: HttpOnly, as an exchange's session cookie is (issue 26 item 6a).
  const text = cookieText(name, value, { ...options, httpOnly: name === SID_COOKIE });
  if (text === null) throw new Error(`Not a cookie name: ${name}`);
  return text;
};

export const clearCookie = (name: string, secure: boolean): string => setCookie(name, '', { maxAge: 0, secure });
