import 'server-only';
import { endpointRoute, parseCookieHeader, type EndpointName } from '@exchange/api/server';

/**
 * Server calls whose answer depends only on the URL (site, locale, path arguments), never on who asks (decision
 * 1510, round 2): the header's site data, the footer tips, the home statistics, site settings, static JSON, the
 * listed symbols, trending stories and Open Graph data. Never the compliance check (IP and user), user data,
 * balances or live prices.
 */
export const SHARED_CALLS: readonly EndpointName[] = [
  'headerCommonData',
  'footerTips',
  'homeStats',
  'siteSettings',
  'commonConfig',
  'downloadLinks',
  'marketSymbols',
  'trendingStories',
  'ogShow',
];

/** Spec 03 §7: duplicate requests within 30 s are de-duplicated; a shared answer lives no longer. */
export const SHARED_CALL_TTL_MS = 30_000;
/** Distinct URLs kept; past it the oldest goes (hostile query strings cannot grow the cache without bound). */
export const SHARED_CALL_LIMIT = 500;
/** Largest answer kept. */
const MAX_SHARED_BYTES = 256 * 1024;

/** Cookies that say nothing about the visitor to the exchange: the double-submit token (decision 0812). */
const ANONYMOUS_COOKIES = new Set(['csrftoken']);

const pathPattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`);

const SHARED_PATHS: readonly RegExp[] = SHARED_CALLS.map(endpointRoute)
  .filter((route) => route.method === 'GET')
  .map((route) => pathPattern(route.path));

/**
 * The key a server call's answer may be shared under, or null when it must not be: only a GET of a shared call,
 * and only when the forwarded Cookie header carries nothing but the csrf token, i.e. the exchange (or the
 * sandbox: persona, faults and session are cookies) cannot tell who asks.
 */
export function sharedCallKey(method: string, url: string, forwardedCookieHeader: string | null): string | null {
  if (method.toUpperCase() !== 'GET') return null;
  const cookies = Object.keys(parseCookieHeader(forwardedCookieHeader, { decode: false }));
  if (cookies.some((name) => !ANONYMOUS_COOKIES.has(name))) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return SHARED_PATHS.some((pattern) => pattern.test(parsed.pathname)) ? parsed.href : null;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/** A per-process store of shared answers: only 200s without Set-Cookie, for SHARED_CALL_TTL_MS. */
export class SharedCallCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = SHARED_CALL_TTL_MS,
    private readonly limit = SHARED_CALL_LIMIT,
  ) {}

  get(key: string): Response | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return new Response(entry.body, { status: entry.status, headers: entry.headers });
  }

  /** Keeps a copy of `response` when it may be shared; returns the response to use (the original is consumed). */
  async put(key: string, response: Response): Promise<Response> {
    if (response.status !== 200 || response.headers.has('set-cookie') || response.body === null) return response;
    const body = await response.text();
    const headers = [...response.headers];
    const fresh = new Response(body, { status: response.status, statusText: response.statusText, headers });
    if (body.length > MAX_SHARED_BYTES) return fresh;
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expires: this.now() + this.ttlMs, status: response.status, headers, body });
    return fresh;
  }

  get size(): number {
    return this.entries.size;
  }
}
