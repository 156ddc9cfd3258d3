import { normaliseOrigin } from '../config/get-site-config';

export interface SafeRedirectOptions {
  /** The site's allowed origins (`SiteConfig.anti`). */
  anti: readonly string[];
  /** The current request origin, also allowed. */
  origin?: string | null;
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
 * Returns `target` when it is safe to redirect to, else null:
 * - an internal path: a single leading `/`, never `//` or `/\`, no backslash, whitespace or control characters;
 *   its percent-decoded forms (up to 3 rounds) must still start with a single slash, so `/%2F%2Fevil.com`,
 *   `/%5Cevil.com` and `/%09/evil.com` are refused;
 * - an absolute http(s) URL whose origin is in `anti` or equals `origin`.
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
  if (url.username || url.password) return null;
  const allowed = new Set(
    [...(Array.isArray(options?.anti) ? options.anti : []), ...(options?.origin ? [options.origin] : [])]
      .filter((entry): entry is string => typeof entry === 'string')
      .map(normaliseOrigin)
      .filter((origin): origin is string => origin !== null),
  );
  return allowed.has(url.origin) ? target : null;
}
