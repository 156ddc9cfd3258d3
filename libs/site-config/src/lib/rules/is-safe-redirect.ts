import { normaliseOrigin } from '../config/get-site-config';

export interface SafeRedirectOptions {
  /** The site's allowed origins (`SiteConfig.anti`). */
  anti: readonly string[];
  /** The current request origin, also allowed. */
  origin?: string | null;
  /**
   * Also accept an https URL on any other host: a link that leaves the site (a news story, an app store, a server's
   * image), which the caller opens in a new tab or hands to the browser as is. Default false: only `anti` and `origin`.
   */
  external?: boolean;
  /** With `external`: plain http on other hosts too (configured endpoints, a charting host's answer). Default false. */
  allowHttp?: boolean;
}

const MAX_DECODE_ROUNDS = 3;
const UNICODE_SPACES = new Set([0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

/**
 * Whitespace, C0/C1 controls and backslashes are never part of a redirect we accept: browsers strip or
 * reinterpret them (`/\evil.com`, `java\tscript:`), so they are refused rather than cleaned.
 */
function hasUnsafeChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x5c) return true;
    if ((code >= 0x2000 && code <= 0x200f) || UNICODE_SPACES.has(code)) return true;
  }
  return false;
}

/** What a browser would make of a path: tabs and newlines removed, leading controls and spaces dropped. */
function asBrowserSeesIt(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (out === '' && code <= 0x20) continue;
    out += char;
  }
  return out;
}

/** The text decoded up to three times (double-encoded payloads); the last decodable form when decoding fails. */
function decodedForms(target: string): string[] {
  const forms = [target];
  let current = target;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** A single leading slash: not `//` and not `/\` (which browsers read as `//`). */
const isInternalPath = (value: string) => {
  const path = asBrowserSeesIt(value);
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
};

/**
 * The one safe-URL check (decision 1710): every link, redirect or endpoint the web takes from a server, a query or
 * configuration goes through it. Returns `target` when it is safe to follow, else null:
 * - an internal path: a single leading `/`, never `//` or `/\`, no backslash, whitespace or control characters;
 *   its percent-decoded forms (up to 3 rounds) must still start with a single slash, so `/%2F%2Fevil.com`,
 *   `/%5Cevil.com` and `/%09/evil.com` are refused;
 * - an absolute http(s) URL whose origin is in `anti` or equals `origin`; with `external`, an https URL on any host
 *   (with `allowHttp`, http too);
 * - never userinfo (`https://localhost@evil.example`), whitespace or controls anywhere (`/\t/evil.example`).
 * Everything else (`javascript:`, `data:`, protocol-relative, other origins, non-strings) is null.
 */
export function isSafeRedirect(target: unknown, options: SafeRedirectOptions): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  if (hasUnsafeChar(target)) return null;

  if (target.startsWith('/')) {
    return decodedForms(target).every(isInternalPath) ? target : null;
  }
  if (!/^https?:\/\//i.test(target)) return null;

  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hostname === '') return null;
  if (options?.external === true && (url.protocol === 'https:' || (options.allowHttp === true && url.protocol === 'http:'))) return target;
  const allowed = new Set(
    [...(Array.isArray(options?.anti) ? options.anti : []), ...(options?.origin ? [options.origin] : [])]
      .filter((entry): entry is string => typeof entry === 'string')
      .map(normaliseOrigin)
      .filter((origin): origin is string => origin !== null),
  );
  return allowed.has(url.origin) ? target : null;
}

/** True for a path on this site (`/x`; never `//host`, `/\\host`, a control character or an absolute URL). */
export const isSitePath = (target: unknown): target is string => isSafeRedirect(target, { anti: [] }) !== null;

/** A path on this site, else `fallback` (`/`): for a `next` or `return` parameter. */
export const safeSitePath = (target: unknown, fallback = '/'): string => (isSitePath(target) ? target : fallback);

export interface SafeImageOptions {
  /** The site's image origins (`SiteConfig.imageOrigins`): an https URL passes only on one of these. */
  origins: readonly string[];
  /** The page's origin: a site path becomes `${origin}${path}`; omitted, the path is kept as is (an `<img src>`). */
  origin?: string;
}

/**
 * A server-provided image URL (banner, campaign card, benefit icon, Open Graph image) the page may load, or null
 * (the caller shows its placeholder; issue 26 item 6, decision 1870). Accepted: a site path (made absolute on
 * `origin` when given), or an https URL whose origin is one of `origins`, by the same rule as links (no userinfo,
 * controls, whitespace inside, backslashes, encoded `//`). Refused: `data:`, `blob:`, `javascript:`, plain http,
 * protocol-relative URLs and every other host.
 */
export function safeImageUrl(target: unknown, options: SafeImageOptions): string | null {
  const value = typeof target === 'string' ? target.trim() : null;
  if (value === null || isSafeRedirect(value, { anti: [], external: true }) === null) return null;
  if (value.startsWith('/')) return options.origin ? `${options.origin.replace(/\/+$/, '')}${value}` : value;
  const allowed = new Set(
    (Array.isArray(options?.origins) ? options.origins : [])
      .map(normaliseOrigin)
      .filter((origin): origin is string => origin !== null && origin.startsWith('https://')),
  );
  return allowed.has(new URL(value).origin) ? value : null;
}
