// No `import 'server-only'`: imported by proxy.ts and by the instrumentation hook (node-request-hook.ts), which run outside React's server layer (decision 0800).
/**
 * CSRF protection as OWASP recommends (decision 0812): a state-changing request must come from the site's own
 * origin AND carry a signed double-submit token bound to the session. Pure functions over Web Crypto: the
 * secret, headers and cookie values are passed in.
 */

/** The token cookie (spec 03 §3 "Other cookies") and the header the client transport echoes it in (spec 03 §7). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'csrftoken';
/** A random id per browser (HttpOnly) the token is bound to while there is no exchange session cookie. */
export const BROWSER_ID_COOKIE = 'exchange_bid';
/** The exchange's session cookies, in priority order: the token is bound to the first one present. */
export const SESSION_COOKIES = ['session', 'token'] as const;

/** Methods that never change state: no origin or token check. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Every method the app answers; anything else (TRACE, CONNECT, …) is 405. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

const encoder = new TextEncoder();
const TOKEN = /^v1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 16 random bytes, base64url (22 characters). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

export const isBrowserId = (value: string | undefined): value is string => typeof value === 'string' && BROWSER_ID.test(value);

/** The HMAC-SHA-256 key for a secret (at least 32 characters). */
export function importCsrfKey(secret: string): Promise<CryptoKey> {
  if (secret.length < 32) throw new Error('CSRF secret must be at least 32 characters');
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** What a token is bound to: the exchange session cookie when there is one, else the browser id. */
export function csrfSessionId(cookies: Readonly<Record<string, string | undefined>>, browserId: string): string {
  for (const name of SESSION_COOKIES) {
    const value = cookies[name];
    if (typeof value === 'string' && value !== '') return `${name}:${value}`;
  }
  return `bid:${browserId}`;
}

const message = (sessionId: string, nonce: string) => encoder.encode(`${sessionId.length}:${sessionId}!${nonce}`);

/** A fresh token `v1.<nonce>.<hmac(session id, nonce)>` for the session. */
export async function createCsrfToken(key: CryptoKey, sessionId: string, nonce: string = randomId()): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message(sessionId, nonce)));
  return `v1.${nonce}.${base64Url(mac)}`;
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Tokens already verified, per key: every request's proxy pass checks the browser's token (to re-issue a bad one), and
 * a Web Crypto verify is an asynchronous job of about 0.1 ms of CPU plus its scheduling (3 % of the e2e server's CPU,
 * decision 1936). Only successes are kept, keyed by the exact session id and token, so a hit is the same verdict a
 * verify would give; at most VERIFIED_LIMIT entries per key, the oldest dropped first.
 */
const VERIFIED_LIMIT = 4096;
const verified = new WeakMap<CryptoKey, Map<string, true>>();

/** True when the token was signed with the key for this session (constant-time through `subtle.verify`). */
export async function verifyCsrfToken(key: CryptoKey, sessionId: string, token: string | null | undefined): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const match = TOKEN.exec(token);
  if (!match) return false;
  const known = verified.get(key) ?? new Map<string, true>();
  verified.set(key, known);
  const entry = `${sessionId.length}:${sessionId}!${token}`;
  if (known.has(entry)) return true;
  const [, nonce = '', mac = ''] = match;
  const ok = await crypto.subtle.verify('HMAC', key, fromBase64Url(mac), message(sessionId, nonce));
  if (ok) {
    if (known.size >= VERIFIED_LIMIT) known.delete(known.keys().next().value as string);
    known.set(entry, true);
  }
  return ok;
}

export type CsrfVerdict = { ok: true } | { ok: false; status: 403 | 415; reason: string };

const ACCEPTED_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (value: string | null): string => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * A body the app accepts on a state-changing request: JSON, form or multipart, or no body at all.
 * `text/plain` (what a cross-site form or a "simple" fetch can send without a preflight) and anything else: 415.
 */
export function checkBodyType(headers: {
  contentType: string | null;
  contentLength: string | null;
  transferEncoding: string | null;
}): CsrfVerdict {
  const type = mediaType(headers.contentType);
  if (ACCEPTED_BODY_TYPES.includes(type)) return { ok: true };
  const noBody = headers.transferEncoding === null && (headers.contentLength === null || headers.contentLength.trim() === '0');
  if (type === '' && noBody) return { ok: true };
  return { ok: false, status: 415, reason: 'Unsupported request body type' };
}

/**
 * Same origin, not merely same site (every regional site is a sibling subdomain): `Origin`, when sent, must be
 * the site's configured origin, and `Sec-Fetch-Site`, when sent, must be `same-origin`; at least one of them
 * must be there.
 */
export function checkSameOrigin(headers: { origin: string | null; secFetchSite: string | null }, siteOrigin: string): CsrfVerdict {
  const { origin, secFetchSite } = headers;
  if (origin === null && secFetchSite === null) return { ok: false, status: 403, reason: 'Missing Origin' };
  if (origin !== null && origin !== siteOrigin) return { ok: false, status: 403, reason: 'Cross-origin request refused' };
  if (secFetchSite !== null && secFetchSite !== 'same-origin') return { ok: false, status: 403, reason: 'Cross-origin request refused' };
  return { ok: true };
}

/** The double submit: the header equals the cookie, and the cookie is signed for this session. */
export async function checkCsrfToken(
  key: CryptoKey,
  sessionId: string,
  tokens: { header: string | null; cookie: string | undefined },
): Promise<CsrfVerdict> {
  const { header, cookie } = tokens;
  if (header === null || cookie === undefined || header !== cookie)
    return { ok: false, status: 403, reason: 'Missing or mismatched CSRF token' };
  return (await verifyCsrfToken(key, sessionId, cookie)) ? { ok: true } : { ok: false, status: 403, reason: 'Invalid CSRF token' };
}
