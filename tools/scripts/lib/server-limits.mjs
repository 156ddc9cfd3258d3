// The limits of every server the README starts (issue 26 item 4; decisions 1812, 1942, 1956): `npm start` and the
// Docker image both run tools/scripts/serve.mjs (the image over the standalone build), and serve.mjs takes its limits
// from here, so there is one implementation of them:
// - the primary reads each new connection's request head within `headTimeoutMs` (else 408 and closed), keeps at most
//   `maxConnections` open (past that, 503 + Retry-After and closed), and answers a page request 503 + Retry-After
//   itself while its worker has not taken the connections handed to it before (`createHandoffLine`);
// - each worker's HTTP server has header and request timeouts, a keep-alive idle time and a request count per
//   connection, its own connection cap, and renders at most `maxInFlight` pages at once, answering 503 + Retry-After
//   at once beyond that rather than queueing (`limitServer`).
// Only Node built-ins: the Docker image copies this file beside serve.mjs and render-cache.mjs, nothing else.

const positive = (value, fallback) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

/**
 * The limits from the command line (`--head-timeout`, `--max-connections`, `--max-in-flight`) or the environment
 * (WEB_HEAD_TIMEOUT_MS, WEB_MAX_CONNECTIONS, WEB_MAX_IN_FLIGHT, KEEP_ALIVE_TIMEOUT as Next's standalone server reads it).
 */
export function readLimits(arg = () => undefined, env = process.env) {
  return {
    headTimeoutMs: positive(arg('head-timeout') ?? env.WEB_HEAD_TIMEOUT_MS, 10_000),
    maxConnections: positive(arg('max-connections') ?? env.WEB_MAX_CONNECTIONS, 1024),
    maxInFlight: positive(arg('max-in-flight') ?? env.WEB_MAX_IN_FLIGHT, 8),
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT, 65_000),
  };
}

/** The largest request head the primary reads before handing the connection over. */
export const HEAD_LIMIT = 64 * 1024;
/** A whole answer written straight to a socket (the primary has no HTTP server). */
export const rawAnswer = (status, reason, extra = '') =>
  `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\n${extra}content-length: ${reason.length + 1}\r\nconnection: close\r\n\r\n${reason}\n`;
export const BUSY = rawAnswer(503, 'Service Unavailable', 'retry-after: 1\r\n');
export const TOO_SLOW = rawAnswer(408, 'Request Timeout');
/** Where a request head ends: a blank line, with CRLF or bare LF line ends (a bare-LF client is answered, not held). */
export const HEAD_END = /\r?\n\r?\n/;

/** Answers `text` and closes; a peer that does not read is cut after a second. */
export function refuse(socket, text) {
  socket.end(text);
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Paths that are not page renders: API calls (a page load makes several at once), files, the sandbox's switches. */
const NOT_RENDERED = ['/_next/', '/api/', '/apiweb/', '/json_svr/', '/static/', '/sandbox-static/', '/_sandbox/', '/healthz'];

/** Whether a request target is a page render, the CPU-heavy work the in-flight limit is for. */
export function isPageRender(target) {
  const path = target.split(/[?#]/)[0] ?? '/';
  if (NOT_RENDERED.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The target of a request head's request line (`GET /path HTTP/1.1` → `/path`), or '/'. */
export function requestTarget(head) {
  const line = head.slice(0, Math.min(head.length, 8192)).split(/\r?\n/, 1)[0] ?? '';
  return line.split(' ')[1] ?? '/';
}

/**
 * The connections handed to one worker and not yet taken (decision 1942). Node passes a socket to a worker over the
 * IPC channel one at a time, each waiting for the worker's acknowledgement, which the worker sends from its event loop:
 * while it renders, every new connection waits in this line. Past the in-flight limit every shed page request closes
 * its connection, so its retry is a new connection, and at 8× the limit the line grew to 2–3 s on a quiet machine and
 * past 10 s on a busy one. `full()` says when a page request should be refused in the primary instead: `maxPending`
 * handoffs waiting, or the oldest waiting `maxWaitMs` or more.
 */
export function createHandoffLine({ maxPending = 16, maxWaitMs = 1000, now = Date.now } = {}) {
  const pending = new Set();
  return {
    full() {
      if (pending.size >= maxPending) return true;
      const oldest = pending.values().next().value;
      return oldest !== undefined && now() - oldest.at >= maxWaitMs;
    },
    /** Records a handoff; the returned function marks it taken (the send's callback). */
    start() {
      const entry = { at: now() };
      pending.add(entry);
      return () => pending.delete(entry);
    },
    get size() {
      return pending.size;
    },
  };
}

/**
 * The worker's HTTP server limits (issue 26 item 4): header and request timeouts, a keep-alive idle time and a
 * request count per connection, a connection cap, and at most `maxInFlight` page renders at once (API calls, files and
 * the sandbox's switches are not counted: they are cheap, and one page load makes several API calls at once); beyond
 * it a page request is answered 503 with Retry-After at once. `cache` is serve.mjs's render cache (decision 1926).
 * Returns the function that takes over a connection the primary accepted (its socket and the head already read).
 */
export function limitServer(server, handle, limits = readLimits(), cache = null) {
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs ?? 65_000;
  server.maxRequestsPerSocket = 1000;
  let inFlight = 0;
  let connections = 0;
  server.on('request', (req, res) => {
    if (!isPageRender(req.url ?? '/')) return handle(req, res);
    // A cached anonymous page is no render (decision 1926): it is answered without taking a render's place.
    const cached = cache?.plan(req, res) ?? null;
    if (cached?.hit) return cached.run(handle);
    if (inFlight >= limits.maxInFlight) {
      res.shouldKeepAlive = false;
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' });
      return res.end('Service Unavailable: try again in a moment.\n');
    }
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (!done) inFlight -= 1;
      done = true;
    };
    res.once('finish', finish);
    res.once('close', finish);
    if (cached) cached.run(handle);
    else handle(req, res);
  });
  /** Takes over a connection the primary accepted, or refuses it past the cap. */
  return (socket, head) => {
    if (connections >= limits.maxConnections) return refuse(socket, BUSY);
    connections += 1;
    socket.once('close', () => (connections -= 1));
    server.emit('connection', socket);
    socket.emit('data', head);
    socket.resume();
  };
}
