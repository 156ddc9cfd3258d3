// A short-lived cache of anonymous first-visit page renders for `tools/scripts/serve.mjs` (issue 26 item 8, decision
// 1926). A browser's first request for a page carries no cookie, so nothing in it can be personal: the render depends
// only on the URL, the request headers (host, user agent, language, forwarded-for and the rest) and the exchange's public
// data. For such a request the worker keeps the HTML Next.js wrote for `ttlMs` and answers the same request again
// with that HTML, except for what is per answer:
// - the CSP nonce: the cached HTML's nonce is replaced by a fresh one, and the answer carries that nonce's CSP;
// - the cookies: the browser id and the CSRF token are issued afresh for this visitor.
// Both come from the app itself: a hit is handled by Next.js as a request for HEALTH_PATH (the proxy runs, creates a
// nonce and sets the visitor's cookies; the route renders nothing), and its CSP and Set-Cookie headers go out with the
// cached body. So the one home of the nonce, the cookie rules and the CSRF signature stays apps/web/src/proxy.ts.
//
// What is never cached or served from the cache (each checked on the request, or on the answer before it is kept):
// - a request with any cookie, an Authorization header, a method other than GET, a router/RSC/server-action header;
// - an answer other than 200 text/html, a compressed one, one over `maxBytes`, one that sets a cookie other than
//   the browser id and the CSRF token, one whose HTML contains the value of a cookie it sets (an id written into the
//   page), one whose HTML does not contain its CSP nonce (the substitution must be exact), one marked `no-cache` by
//   the app's render-cache header (RENDER_CACHE_OFF).
// The key is the whole request as the app sees it: the URL, the peer address and every header but the hop-by-hop
// ones and Accept-Encoding (a hit is compressed here when the client accepts gzip). Bounded: `maxEntries` keys (the
// least recently used goes first), each at most `maxBytes`, each fresh for `ttlMs`; past that, one request renders the
// page again and the others get the previous one until it is `staleMs` old (5 × `ttlMs`).
import { gzipSync } from 'node:zlib';

/** Cookies the proxy sets on every anonymous answer, reissued per visitor on a hit (apps/web/src/server/csrf.ts). */
export const VISITOR_COOKIES = ['exchange_bid', 'csrftoken'];
/** The app's liveness route: a hit is handled as this request (proxy only, no render). */
export const HIT_PATH = '/healthz';
/** A header a page can set to keep its answer out of this cache; never sent to the client. */
export const RENDER_CACHE_OFF = 'x-render-cache';
/** Header on every answer of an eligible request: `hit` or `miss` (tests and benchmarks read it). */
export const RENDER_CACHE_STATUS = 'x-render-cache-status';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'accept-encoding',
]);
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Answer headers that are per answer: rebuilt on a hit. */
const PER_ANSWER = new Set([
  'set-cookie',
  'content-security-policy',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);
const NONCE = /'nonce-([^']+)'/;

/** The cache key of a request, or null when the request may not use the cache. */
export function renderCacheKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  if (url.length > 2048) return null;
  const headers = req.headers ?? {};
  if (headers.cookie !== undefined || headers.authorization !== undefined) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const kept = Object.keys(headers)
    .filter((name) => !HOP_BY_HOP.has(name))
    .sort()
    .map((name) => [name, String(headers[name])]);
  return JSON.stringify([url, req.socket?.remoteAddress ?? '', kept]);
}

/** Whether a Set-Cookie list names only the visitor cookies, and their values. */
function visitorCookieValues(setCookie) {
  const values = [];
  for (const line of [setCookie ?? []].flat()) {
    const match = /^\s*([^=;\s]+)=([^;]*)/.exec(String(line));
    if (!match || !VISITOR_COOKIES.includes(match[1])) return null;
    if (match[2] !== '') values.push(decodeURIComponent(match[2]));
  }
  return values;
}

const headerObject = (res, extra) => {
  const all = { ...res.getHeaders() };
  if (extra && typeof extra === 'object' && !Array.isArray(extra))
    for (const [name, value] of Object.entries(extra)) all[name.toLowerCase()] = value;
  return all;
};

/** The app's visitor issuer in this process (installed by apps/web/src/instrumentation.ts), or null. */
const issuer = () => {
  const found = globalThis[Symbol.for('exchange.web.visitor-issuer')];
  return typeof found === 'function' ? found : null;
};
/** Whether the cached Set-Cookie lines are exactly the visitor cookies, each once (what the issuer makes). */
const sameCookieNames = (lines) =>
  lines.length === VISITOR_COOKIES.length &&
  VISITOR_COOKIES.every((name) => lines.filter((line) => line.trimStart().startsWith(`${name}=`)).length === 1);

export function createRenderCache({ maxEntries = 32, maxBytes = 1024 * 1024, ttlMs = 2000, staleMs = ttlMs * 5, now = Date.now } = {}) {
  /** key → { body, nonce, status, headers, at }; Map order is recency (oldest first). */
  const entries = new Map();
  /** Keys whose page is being rendered again: meanwhile the previous one answers, up to `staleMs` old. */
  const renewing = new Set();

  const fresh = (key) => {
    const entry = entries.get(key);
    if (!entry) return null;
    const age = now() - entry.at;
    // Past its time, one request renders the page again while the others get the previous one (at most `staleMs`
    // old): without it, every request that arrives during that render (seconds under load) renders too.
    if (age >= staleMs || (age >= ttlMs && !renewing.has(key))) {
      if (age >= staleMs) entries.delete(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const store = (key, entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  };

  /**
   * What to do with `req`: null when it may not use the cache (the caller handles it as usual), else whether it is a
   * hit and `run(handle)`, which answers it through `handle` (Next.js's request handler): from the cache on a hit (no
   * render), else by a render whose answer may be kept.
   */
  function plan(req, res) {
    if (ttlMs <= 0) return null;
    const key = renderCacheKey(req);
    if (key === null) return null;
    const acceptsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
    const entry = fresh(key);
    return {
      hit: entry !== null,
      run: (handle) => {
        // The render is never compressed by Next.js, so it can be kept; a hit is compressed here.
        delete req.headers['accept-encoding'];
        if (entry) serveHit(req, res, handle, entry, acceptsGzip);
        else serveMiss(req, res, handle, key);
      },
    };
  }

  function serveMiss(req, res, handle, key) {
    renewing.add(key);
    res.once('close', () => renewing.delete(key));
    const chunks = [];
    let size = 0;
    let keep = true;
    let head = null;
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    const collect = (chunk, encoding) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      if (size > maxBytes) {
        keep = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    res.setHeader(RENDER_CACHE_STATUS, 'miss');
    res.writeHead = function (...args) {
      const [status, reason, headers] = args;
      head = { status, headers: headerObject(res, typeof reason === 'object' ? reason : headers) };
      return writeHead.apply(this, args);
    };
    res.write = function (...args) {
      collect(args[0], args[1]);
      return write.apply(this, args);
    };
    res.end = function (...args) {
      collect(args[0], args[1]);
      return end.apply(this, args);
    };
    res.once('finish', () => {
      renewing.delete(key);
      const status = head?.status ?? res.statusCode;
      const headers = head?.headers ?? headerObject(res);
      if (!keep || status !== 200) return;
      if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return;
      if (headers['content-encoding'] !== undefined) return;
      if (/no-cache/i.test(String(headers[RENDER_CACHE_OFF] ?? ''))) return;
      const cookieValues = visitorCookieValues(headers['set-cookie']);
      if (cookieValues === null) return;
      const nonce = NONCE.exec(String(headers['content-security-policy'] ?? ''))?.[1];
      if (!nonce) return;
      const body = Buffer.concat(chunks).toString('utf8');
      if (!body.includes(nonce)) return;
      if (cookieValues.some((value) => value.length >= 8 && body.includes(value))) return;
      const kept = {};
      for (const [name, value] of Object.entries(headers))
        if (!PER_ANSWER.has(name) && name !== RENDER_CACHE_OFF && name !== RENDER_CACHE_STATUS) kept[name] = value;
      const setCookie = [headers['set-cookie'] ?? []].flat().map(String);
      const csp = String(headers['content-security-policy']);
      store(key, { body, nonce, status, headers: kept, csp, setCookie, at: now() });
    });
    handle(req, res);
  }

  /** The cached page with `nonce` for the cached one, `csp` and `setCookie` for this visitor; sent once. */
  function sendPage(res, entry, acceptsGzip, nonce, csp, setCookie) {
    const html = entry.body.split(entry.nonce).join(nonce);
    for (const [name, value] of Object.entries(entry.headers))
      res.setHeader(name, typeof value === 'string' ? value.split(entry.nonce).join(nonce) : value);
    res.setHeader('content-security-policy', csp);
    if (setCookie !== undefined && setCookie.length > 0) res.setHeader('set-cookie', setCookie);
    res.setHeader(RENDER_CACHE_STATUS, 'hit');
    let body = Buffer.from(html, 'utf8');
    if (acceptsGzip) {
      body = gzipSync(body, { level: 1 });
      res.setHeader('content-encoding', 'gzip');
    }
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('content-length', String(body.length));
    res.statusCode = entry.status;
    return res.end(body);
  }

  function serveHit(req, res, handle, entry, acceptsGzip) {
    const issue = issuer();
    // The fast way: the app's own issuer (apps/web/src/server/visitor-issuer.ts) makes this visitor's nonce, browser
    // id and CSRF token; the cached Set-Cookie lines (names, attributes) get the new values. No Next.js request at all.
    if (issue && sameCookieNames(entry.setCookie)) {
      issue().then(
        (visitor) => {
          const setCookie = entry.setCookie.map((line) => {
            const name = /^\s*([^=;\s]+)=/.exec(line)?.[1] ?? '';
            return line.replace(/^(\s*[^=;\s]+=)[^;]*/, (_, prefix) => prefix + encodeURIComponent(visitor.cookies[name]));
          });
          sendPage(res, entry, acceptsGzip, visitor.nonce, entry.csp.split(entry.nonce).join(visitor.nonce), setCookie);
        },
        () => {
          res.statusCode = 503;
          res.setHeader('retry-after', '1');
          res.setHeader('cache-control', 'no-store');
          res.end();
        },
      );
      return;
    }
    // Next.js handles the request as its liveness route: the proxy runs (nonce, cookies), the route writes `ok`.
    req.url = HIT_PATH;
    const writeHead = res.writeHead;
    const end = res.end;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const live = headerObject(res);
      const csp = String(live['content-security-policy'] ?? '');
      const nonce = NONCE.exec(csp)?.[1];
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      if (!nonce || res.statusCode !== 200) {
        // The proxy refused or failed: never send the cached page without this answer's own nonce.
        res.statusCode = 503;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.setHeader('retry-after', '1');
        return end.call(res, 'Service Unavailable: try again in a moment.\n');
      }
      res.end = end;
      return sendPage(res, entry, acceptsGzip, nonce, csp, live['set-cookie'] === undefined ? undefined : [live['set-cookie']].flat());
    };
    // Whatever the route writes is dropped: the answer is the cached page, sent once the headers are known.
    res.writeHead = function (status, reason, headers) {
      res.statusCode = status;
      const extra = typeof reason === 'object' ? reason : headers;
      if (extra && typeof extra === 'object' && !Array.isArray(extra))
        for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
      return res;
    };
    res.write = () => true;
    res.end = function () {
      res.writeHead = writeHead;
      send();
      return res;
    };
    handle(req, res);
  }

  return { plan, size: () => entries.size, clear: () => entries.clear() };
}
