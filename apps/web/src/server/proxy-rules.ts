import 'server-only';
import { parseCookieHeader } from '@exchange/api/server';
import { isClientIpHeader } from './request-headers';
/**
 * What the app passes between a client and the exchange (decision 0811): pure functions, no I/O.
 * Requests going upstream lose hop-by-hop and internal headers and keep only the allow-listed cookies under a
 * size cap; answers coming back lose hop-by-hop, CORS, caching and unknown cookie headers; paths that could
 * mean something else upstream than here are refused before anything leaves the app.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1), never forwarded in either direction. */
export const HOP_BY_HOP_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * Request headers the app sets itself (the proxy's page headers, the CSP, the server calls' marker) or that a
 * client could use to impersonate the app or another client. `x-forwarded-*` / `x-real-ip` are set by the
 * app from the request it resolved, never copied from the client.
 */
export const INTERNAL_REQUEST_HEADERS: readonly string[] = [
  'host',
  'content-length',
  'accept-encoding',
  'cookie',
  'x-nonce',
  'x-site',
  'x-site-id',
  'x-locale',
  'x-pathname',
  'x-search',
  'x-origin',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-exchange-internal',
  'x-real-ip',
  'forwarded',
  'via',
];

/** Header name prefixes that are the app's (Next's internal headers) or a proxy's. */
const INTERNAL_REQUEST_PREFIXES = ['x-forwarded-', 'x-middleware-', 'x-nextjs-', 'x-invoke-', 'next-', 'x-exchange-'];

/** The names a `Connection` header lists: they are hop-by-hop too. */
export const connectionListed = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name));

/** The request headers that may go upstream (lower-cased names), from the client's headers. */
export function upstreamRequestHeaders(incoming: Iterable<[string, string]>, connection: string | null): Record<string, string> {
  const dropped = new Set([...HOP_BY_HOP_HEADERS, ...INTERNAL_REQUEST_HEADERS, ...connectionListed(connection)]);
  const out: Record<string, string> = {};
  for (const [rawName, value] of incoming) {
    const name = rawName.toLowerCase();
    if (dropped.has(name) || isClientIpHeader(name) || INTERNAL_REQUEST_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Cookies the exchange reads (spec 03 §3 "Other cookies" and the referral cookies, plus the session), in
 * priority order: when the cap is reached the later ones are dropped first.
 */
export const EXCHANGE_COOKIES: readonly string[] = [
  'session',
  'token',
  'uid',
  'nickname',
  'csrftoken',
  'lang',
  'finger_print',
  'ref_uid',
  'ref_type',
  'ref_channel',
  'group_id',
];

/** The embedded sandbox's own cookies (decision 0205): forwarded only when the sandbox answers. */
export const SANDBOX_COOKIES: readonly string[] = ['sandbox_sid', 'sandbox_persona', 'sandbox_faults'];

/** Total size of the Cookie header sent upstream (name=value pairs joined by `; `). */
export const COOKIE_HEADER_CAP = 4096;

/** Extra cookie names from `EXCHANGE_FORWARD_COOKIES` (comma separated), for an exchange's own session cookie. */
export const extraCookieNames = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z0-9_.-]{1,64}$/.test(name));

const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * The Cookie header for the exchange: only allow-listed names, in allow-list order, each pair kept only if the
 * total stays within the cap (an oversize junk value is dropped, the others still go). The first occurrence
 * of a name wins; values with characters a cookie cannot hold are dropped.
 */
export function forwardedCookieHeader(cookieHeader: string | null | undefined, allow: readonly string[], cap = COOKIE_HEADER_CAP): string {
  const values = parseCookieHeader(cookieHeader, { decode: false });
  const pairs: string[] = [];
  let size = 0;
  for (const name of new Set(allow)) {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === undefined || !COOKIE_VALUE.test(value)) continue;
    const pair = `${name}=${value}`;
    const added = pair.length + (pairs.length > 0 ? 2 : 0);
    if (size + added > cap) continue;
    pairs.push(pair);
    size += added;
  }
  return pairs.join('; ');
}

export type PathVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether a raw (still percent-encoded) request path may be forwarded: encoded slashes and backslashes,
 * dot segments (also encoded), `;` path parameters (`..;`), empty segments, NUL and other control characters
 * and malformed percent-encoding are refused, because the exchange (or a server in front of it) may read them
 * differently from the app's router.
 */
export function checkProxyPath(rawPath: string): PathVerdict {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'Path must be absolute' };
  if (rawPath.length > 2048) return { ok: false, reason: 'Path too long' };
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return { ok: false, reason: 'Malformed percent-encoding' };
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f\\;]/.test(rawPath)) return { ok: false, reason: 'Forbidden character in path' };
  if (/%(2f|5c|3b|0[0-9a-f]|1[0-9a-f]|7f|25)/i.test(rawPath)) return { ok: false, reason: 'Forbidden encoded character in path' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'Malformed percent-encoding' };
  }
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1))) {
    return { ok: false, reason: 'Dot or empty segment in path' };
  }
  return { ok: true };
}

/** Answer headers from the exchange that never reach the client (the app sets its own where needed). */
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'set-cookie',
  'location',
  'cache-control',
  'expires',
  'pragma',
  'age',
  'etag',
  'last-modified',
  'surrogate-control',
  'cdn-cache-control',
  'clear-site-data',
  'refresh',
  'link',
  'content-security-policy',
  'content-security-policy-report-only',
  'strict-transport-security',
  'server',
  'x-powered-by',
  'alt-svc',
  'timing-allow-origin',
]);

/** Content types an API answer may have; anything else is served as plain text (never HTML on the app's origin). */
const SAFE_CONTENT_TYPE = /^(application\/([a-z0-9.+-]*\+)?json|text\/plain|text\/event-stream)\s*(;|$)/i;

/** Caching of every proxied API answer. */
export const API_CACHE_CONTROL = 'no-store, private';

/**
 * The client-facing headers of an exchange answer: hop-by-hop, Connection-listed, CORS (`access-control-*`),
 * caching, cookie and location headers dropped; the app's `Cache-Control` and `nosniff` set; a content type
 * outside JSON / plain text / event stream replaced by plain text.
 */
export function clientResponseHeaders(upstream: Iterable<[string, string]>, connection: string | null): Headers {
  const dropped = new Set([...HOP_BY_HOP_HEADERS, ...connectionListed(connection)]);
  const out = new Headers();
  for (const [rawName, value] of upstream) {
    const name = rawName.toLowerCase();
    if (dropped.has(name) || DROPPED_RESPONSE_HEADERS.has(name) || name.startsWith('access-control-')) continue;
    out.append(name, value);
  }
  const type = out.get('content-type');
  if (type !== null && !SAFE_CONTENT_TYPE.test(type)) out.set('content-type', 'text/plain; charset=utf-8');
  out.set('cache-control', API_CACHE_CONTROL);
  out.set('x-content-type-options', 'nosniff');
  return out;
}

/** Longest `Set-Cookie` value kept (name, value and attributes). */
export const SET_COOKIE_CAP = 4096;

/**
 * An exchange `Set-Cookie` rewritten for the app's host (decision 0811): only allow-listed names; Domain dropped
 * (host-only); Path, Expires, Max-Age and HttpOnly kept; SameSite Strict kept, anything else becomes Lax;
 * Secure when the app is served over https. Null when the cookie is dropped.
 */
export function rewriteSetCookie(raw: string, allow: readonly string[], secure: boolean): string | null {
  if (raw.length > SET_COOKIE_CAP) return null;
  const [pair = '', ...attributes] = raw.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (!allow.includes(name) || !COOKIE_VALUE.test(value)) return null;
  const out = [`${name}=${value}`];
  let sameSite = 'Lax';
  let path = '/';
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const attrValue = rest.join('=').trim();
    if (key === 'path' && /^\/[\x21-\x3A\x3C-\x7E]*$/.test(attrValue)) path = attrValue;
    else if (key === 'expires' && /^[A-Za-z0-9 ,:-]{1,64}$/.test(attrValue)) out.push(`Expires=${attrValue}`);
    else if (key === 'max-age' && /^-?\d{1,10}$/.test(attrValue)) out.push(`Max-Age=${attrValue}`);
    else if (key === 'httponly') out.push('HttpOnly');
    else if (key === 'samesite' && attrValue.toLowerCase() === 'strict') sameSite = 'Strict';
  }
  out.push(`Path=${path}`, `SameSite=${sameSite}`);
  if (secure) out.push('Secure');
  return out.join('; ');
}

export type RedirectVerdict = { ok: true; location: string } | { ok: false };

/**
 * An exchange redirect is kept only when its target is on the exchange's or the app's origin; it is rewritten
 * to the app-relative path (the browser stays on the app, which proxies the path again). Anything else (another
 * site, another scheme, an unparsable Location) is refused.
 */
export function rewriteRedirect(location: string | null, upstreamUrl: string, allowedOrigins: readonly string[]): RedirectVerdict {
  if (location === null || location.trim() === '') return { ok: false };
  let target: URL;
  try {
    target = new URL(location.trim(), upstreamUrl);
  } catch {
    return { ok: false };
  }
  if (!allowedOrigins.includes(target.origin)) return { ok: false };
  if (!checkProxyPath(target.pathname).ok) return { ok: false };
  return { ok: true, location: target.pathname + target.search };
}

/** Largest exchange answer passed on (declared or streamed). */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Whether a declared Content-Length already exceeds the cap. */
export const declaredTooLarge = (contentLength: string | null, cap = MAX_RESPONSE_BYTES): boolean =>
  contentLength !== null && /^\d+$/.test(contentLength.trim()) && Number(contentLength.trim()) > cap;

/** Default time for the exchange to answer a proxied request completely (decision 0811). */
export const PROXY_TIMEOUT_MS = 15000;

/** The proxy timeout: `EXCHANGE_PROXY_TIMEOUT_MS` when it is a whole number of ms in [500, 60000], else the default. */
export const proxyTimeoutMs = (raw: string | undefined): number => {
  const value = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw.trim()) && value >= 500 && value <= 60000 ? value : PROXY_TIMEOUT_MS;
};

/** The exchange envelope of an answer the proxy makes itself (the transport reads `code` and `message`). */
export const proxyErrorBody = (status: 400 | 405 | 502 | 504, message: string) => ({ code: status, message, data: null });
