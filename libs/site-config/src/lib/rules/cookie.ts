/**
 * The one cookie rule (decision 1710): every cookie the web writes, in the browser (`document.cookie`) or on the
 * server (`Set-Cookie`, Next's `cookies.set`), gets `Path=/`, `SameSite=Lax` and `Secure` on https by this rule;
 * lifetime (`Max-Age`) and `Domain` are the caller's. Names and values stay the callers' own (the server, tests and
 * e2e read them). It lives in site-config, a util every layer may import (ui and util libraries may not import api).
 */

/** What the rule needs of a document: a `Document` fits; tests pass a plain object that records the writes. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly protocol: string } | null;
}

export interface CookieLifetime {
  /** Seconds (floored; negative or non-finite is 0, which deletes); omitted: a session cookie. */
  maxAge?: number;
  /** A parent domain (e.g. `.example-exchange.test`); omitted: host-only. */
  domain?: string;
}

export interface CookieAttributes extends CookieLifetime {
  /** The page or request is https: the cookie is `Secure`. */
  secure: boolean;
  /** Server-written cookies only: hidden from scripts. */
  httpOnly?: boolean;
}

/** An RFC 6265 token: a name outside it is never written (no injected attributes). */
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/;
const COOKIE_DOMAIN = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

const seconds = (maxAge: number): number => (Number.isFinite(maxAge) ? Math.max(0, Math.floor(maxAge)) : 0);

/** Secure is set exactly when the page's protocol is https. */
export const isHttpsProtocol = (protocol: string | null | undefined): boolean => protocol === 'https:';

/**
 * The cookie as `name=value; Max-Age=N; Path=/; Domain=d; SameSite=Lax; Secure; HttpOnly` (a `document.cookie`
 * assignment or a `Set-Cookie` value); the value is URI-encoded. Null when the name is not a token or the domain is
 * malformed: nothing is written then.
 */
export function cookieText(name: string, value: string, attributes: CookieAttributes): string | null {
  if (!COOKIE_NAME.test(name)) return null;
  if (attributes.domain !== undefined && !COOKIE_DOMAIN.test(attributes.domain)) return null;
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(attributes.maxAge === undefined ? [] : [`Max-Age=${seconds(attributes.maxAge)}`]),
    'Path=/',
    ...(attributes.domain === undefined ? [] : [`Domain=${attributes.domain}`]),
    'SameSite=Lax',
    ...(attributes.secure ? ['Secure'] : []),
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
  ].join('; ');
}

/** Writes the cookie in the browser (Secure when `document.location` is https); false when nothing was written. */
export function writeCookie(document: CookieDocument, name: string, value: string, lifetime: CookieLifetime = {}): boolean {
  const text = cookieText(name, value, { ...lifetime, secure: isHttpsProtocol(document.location?.protocol) });
  if (text === null) return false;
  document.cookie = text;
  return true;
}

/** Deletes the cookie in the browser (an empty value with `Max-Age=0`, the same path and domain). */
export const clearCookie = (document: CookieDocument, name: string, { domain }: Pick<CookieLifetime, 'domain'> = {}): boolean =>
  writeCookie(document, name, '', { maxAge: 0, ...(domain === undefined ? {} : { domain }) });

/** The same rule as options for Next's `cookies().set` / `NextResponse.cookies.set` (values are not encoded there). */
export function cookieSetOptions({ secure, maxAge, domain, httpOnly }: CookieAttributes): {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  maxAge?: number;
  domain?: string;
  httpOnly?: boolean;
} {
  return {
    path: '/',
    sameSite: 'lax',
    secure,
    ...(maxAge === undefined ? {} : { maxAge: seconds(maxAge) }),
    ...(domain === undefined ? {} : { domain }),
    ...(httpOnly ? { httpOnly: true } : {}),
  };
}
