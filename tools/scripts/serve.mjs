#!/usr/bin/env node
// The production server of apps/web on every core (issue 14, decision 1510): `npm start` and `npm run bench` run it.
// One primary process owns the port and hands each new connection to one of N worker processes, each a Next.js
// server of the existing build (`next()`, as `next start` runs it). Options: --port <n> (default PORT or 3000),
// --workers <n> (default WEB_CONCURRENCY or the number of cores), --semi-space <MB> (default 64: V8's young generation
// per worker; 0 keeps V8's default), --dir <app> (default apps/web). Run from anywhere; it serves <app>/.next.
//
// Connections, not requests, are distributed: a keep-alive connection stays with its worker. With the embedded
// sandbox (no EXCHANGE_API_ORIGIN) each worker keeps its own in-memory sandbox sessions (decision 0205), so a
// connection whose first request carries a `sandbox_sid` cookie goes to the worker that owns that session
// (a hash of the id); other connections take turns.
//
// Limits (issue 26 item 4, decision 1812): a connection must send its request head within --head-timeout ms (default
// 10000, WEB_HEAD_TIMEOUT_MS) or it gets 408 and is closed, so clients that send headers a byte at a time hold nothing
// for long; at most --max-connections (default 1024, WEB_MAX_CONNECTIONS) connections are open at once, past that a new
// one gets 503 + Retry-After; each worker renders at most --max-in-flight pages at once (default 8,
// WEB_MAX_IN_FLIGHT) and answers 503 + Retry-After at once beyond that instead of queueing without bound; each worker
// has header/request timeouts and a keep-alive limit (see `limitServer`). The primary itself answers a page request
// 503 + Retry-After when the worker has not yet taken the connections handed to it before (16 waiting, or the oldest
// for 1 s: `createHandoffLine`, decision 1942), so a busy worker's line of new connections never grows.
//
// The limits live in tools/scripts/lib/server-limits.mjs, one implementation for every server the README starts: the
// Docker image runs this same file over the standalone build (`node tools/scripts/serve.mjs`, decision 1956), where the worker loads the
// Next.js config the build embedded (`.next/required-server-files.json`), as the standalone server.js does.
//
// Render cache (issue 26 item 8, decision 1926; tools/scripts/lib/render-cache.mjs): a page request without any
// cookie (a first visit) is answered for --render-cache-ms (default 2000, WEB_RENDER_CACHE_MS; 0 turns it off) from
// the HTML rendered for the same request (URL, peer and every header), with this visitor's own CSP nonce, browser id
// and CSRF token made by the app (apps/web/src/server/visitor-issuer.ts). A request with a cookie is always rendered.
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRenderCache } from './lib/render-cache.mjs';
import {
  BUSY,
  HEAD_END,
  HEAD_LIMIT,
  TOO_SLOW,
  createHandoffLine,
  isPageRender,
  limitServer,
  readLimits,
  refuse,
  requestTarget,
} from './lib/server-limits.mjs';

export { createHandoffLine, isPageRender, limitServer, requestTarget } from './lib/server-limits.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
// --dir serves another built Next.js app the same way (`npm run bench`'s baseline page, issue 26 item 8).
const webDir = arg('dir') ? resolve(arg('dir')) : join(root, 'apps/web');
const port = Number(arg('port', process.env.PORT ?? '3000'));
// With the embedded sandbox (no EXCHANGE_API_ORIGIN) the default is one worker: the sandbox's sessions live in a worker's
// memory, and a browser's keep-alive connection opened before its first write (which creates `sandbox_sid`) would stay
// with another worker than the later ones, splitting its state. Against a real exchange every core serves. `--workers`
// (or WEB_CONCURRENCY) overrides both, e.g. for `npm run bench`, whose visitors write nothing (decision 1510).
const defaultWorkers = process.env.EXCHANGE_API_ORIGIN ? availableParallelism() : 1;
const workerCount = Math.max(1, Number(arg('workers', process.env.WEB_CONCURRENCY ?? String(defaultWorkers))) || 1);
// A render allocates a few MB of short-lived objects; with dozens of renders in flight V8's default young generation
// (16 MB semi-spaces) fills before they die, so they are promoted and collected by the slower old-generation GC.
// 64 MB semi-spaces keep them young: measured +15–30 % requests/s and a lower p99 at 50 connections (decision 1510).
const semiSpaceMb = Math.max(0, Number(arg('semi-space', process.env.WEB_SEMI_SPACE_MB ?? '64')) || 0);
const SID = /(?:^|[;\s])sandbox_sid=([^;\s]+)/;
// Head timeout, connection cap, in-flight limit (issue 26 item 4, decision 1812): tools/scripts/lib/server-limits.mjs.
const limits = readLimits((name) => arg(name));
const { headTimeoutMs, maxConnections, maxInFlight } = limits;
// Anonymous first-visit renders kept this long (decision 1926; tools/scripts/lib/render-cache.mjs); 0 turns it off.
const renderCacheMs = Math.max(0, Number(arg('render-cache-ms', process.env.WEB_RENDER_CACHE_MS ?? '2000')) || 0);
/**
 * Why the server may not start, or null: against a real exchange every process and every instance needs the same
 * `CSRF_SECRET` (at least 32 characters; decision 1740). The app's instrumentation hook refuses to start without it
 * (apps/web/src/server/csrf-secret.ts), so a worker would fail and be restarted forever: the primary stops first.
 */
export function startProblem(env = process.env) {
  const configured = env.CSRF_SECRET ?? '';
  if (!env.EXCHANGE_API_ORIGIN?.trim() || configured.length >= 32) return null;
  // The app's own wording (apps/web/src/server/csrf-secret.ts), so a deployment's log reads the same either way.
  return (
    `CSRF_SECRET is ${configured === '' ? 'not set' : 'shorter than 32 characters'}: it is required in production against a ` +
    'real exchange (EXCHANGE_API_ORIGIN), and every instance of one deployment needs the same value (generate one with ' +
    '`openssl rand -hex 32`; decision 1740)'
  );
}

/**
 * The Next.js config a standalone build carries (decision 1956), or null for a workspace build. The standalone folder
 * (`.next/standalone/apps/web`, what the Docker image holds) has no next.config.ts: its server.js embeds the config the
 * build resolved and hands it to Next through `__NEXT_PRIVATE_STANDALONE_CONFIG`. The same config is in the build's
 * `.next/required-server-files.json`, read here so a worker starts the standalone build the same way.
 */
export function standaloneConfig(dir) {
  if (['ts', 'mjs', 'js', 'cjs'].some((ext) => existsSync(join(dir, `next.config.${ext}`)))) return null;
  try {
    return JSON.parse(readFileSync(join(dir, '.next/required-server-files.json'), 'utf8')).config ?? null;
  } catch {
    return null;
  }
}

/** FNV-1a: a stable worker per sandbox session id. */
export function stickyIndex(sid, count) {
  let h = 0x811c9dc5;
  for (let i = 0; i < sid.length; i++) h = Math.imul(h ^ sid.charCodeAt(i), 0x01000193) >>> 0;
  return h % count;
}

/** The `sandbox_sid` cookie of a request head (the bytes up to the first blank line), or null. */
export function sandboxSid(head) {
  const end = head.search(HEAD_END);
  for (const line of (end < 0 ? head : head.slice(0, end)).split(/\r?\n/)) {
    if (!/^cookie:/i.test(line)) continue;
    const match = SID.exec(line.slice(7));
    if (match) return match[1];
  }
  return null;
}

/**
 * The primary's own idle collections (decision 1941): under overload it accepts and sheds thousands of connections (a
 * 90 s soak: about 12 000), and V8 keeps the heap that grew. Like the workers' collector (apps/web/src/server/
 * idle-collector.ts), up to three full collections 5 s apart once no connection has come for 5 s.
 */
export function collectPrimaryWhenIdle(server, { idleMs = 5_000, maxRounds = 3 } = {}) {
  let gc;
  try {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc');
  } catch {
    return () => undefined;
  }
  if (typeof gc !== 'function') return () => undefined;
  let lastAt = 0;
  let lastCollectionAt = 0;
  let rounds = maxRounds;
  server.on('connection', () => {
    lastAt = Date.now();
    rounds = 0;
  });
  const timer = setInterval(() => {
    if (rounds >= maxRounds || Date.now() - Math.max(lastAt, lastCollectionAt) < idleMs) return;
    rounds += 1;
    gc();
    lastCollectionAt = Date.now();
  }, 500);
  timer.unref();
  return () => clearInterval(timer);
}

async function primary() {
  const problem = startProblem();
  if (problem) {
    console.error(`serve: ${problem}`);
    process.exit(1);
  }
  process.env.NODE_ENV = 'production';
  const explicit = process.execArgv.some((a) => a.startsWith('--max-semi-space-size'));
  cluster.setupPrimary({
    cwd: webDir,
    execArgv: [
      ...process.execArgv,
      ...(semiSpaceMb > 0 && !explicit ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
      ...(process.execArgv.includes('--expose-gc') ? [] : ['--expose-gc']),
    ],
  });
  const ready = [];
  /** Each worker's line of connections handed over and not yet taken (`createHandoffLine`). */
  const handoffs = new WeakMap();
  let stopping = false;
  let turn = 0;
  const fork = () => {
    // Two malloc arenas per worker (decision 1977): glibc's default (8 per core) keeps freed native memory in the arena
    // of each thread that used it, which read as +10 to +46 MB of RSS after a soak; MALLOC_ARENA_MAX overrides.
    const worker = cluster.fork({
      NODE_ENV: 'production',
      SERVE_PORT: String(port),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    });
    worker.on('message', (m) => {
      if (m?.type !== 'ready' || ready.includes(worker)) return;
      ready.push(worker);
      handoffs.set(worker, createHandoffLine({ maxPending: 2 * maxInFlight }));
      if (!listening) listen();
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const index = ready.indexOf(worker);
    if (index >= 0) ready.splice(index, 1);
    if (stopping) return;
    console.error(`serve: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  let open = 0;
  const server = createNetServer((socket) => {
    open += 1;
    // A socket handed to a worker is closed here without a 'close' event: it is released when handed over (the worker
    // counts its own connections) or when it closes before that, once either way.
    let counted = true;
    const release = () => {
      if (counted) open -= 1;
      counted = false;
    };
    socket.once('close', release);
    socket.on('error', () => socket.destroy());
    if (open > maxConnections || ready.length === 0) return refuse(socket, BUSY);
    let head = Buffer.alloc(0);
    const timer = setTimeout(() => refuse(socket, TOO_SLOW), headTimeoutMs);
    const onData = (chunk) => {
      head = Buffer.concat([head, chunk]);
      if (!HEAD_END.test(head.toString('latin1')) && head.length < HEAD_LIMIT) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.pause();
      if (ready.length === 0) return refuse(socket, BUSY);
      const sid = sandboxSid(head.toString('latin1'));
      const worker = ready[sid ? stickyIndex(sid, ready.length) : turn++ % ready.length];
      const line = handoffs.get(worker);
      // A page request is shed here when the worker has not taken the connections before it (decision 1942); the
      // page's own API calls, files and switches are always handed over.
      if (line?.full() && isPageRender(requestTarget(head.toString('latin1')))) return refuse(socket, BUSY);
      release();
      const taken = line?.start();
      worker.send({ type: 'connection', head: head.toString('base64') }, socket, { keepOpen: false }, () => taken?.());
    };
    socket.on('data', onData);
    socket.once('close', () => clearTimeout(timer));
  });
  collectPrimaryWhenIdle(server);
  // The port opens with the first ready worker, so a readiness probe's first answer is a page.
  let listening = false;
  const listen = () => {
    listening = true;
    server.listen(port, () => {
      console.log(`serve: http://localhost:${port} with ${workerCount} Next.js worker${workerCount > 1 ? 's' : ''}`);
    });
  };
  for (let i = 0; i < workerCount; i++) fork();
  const stop = (signal) => {
    stopping = true;
    server.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    setTimeout(() => process.exit(0), 5000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function worker() {
  const require = createRequire(join(webDir, 'package.json'));
  const next = require('next');
  const conf = standaloneConfig(webDir);
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  const app = next({ dir: webDir, dev: false, hostname: 'localhost', port: Number(process.env.SERVE_PORT), ...(conf ? { conf } : {}) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createHttpServer();
  const accept = limitServer(server, handle, limits, createRenderCache({ ttlMs: renderCacheMs }));
  const upgrade = typeof app.getUpgradeHandler === 'function' ? app.getUpgradeHandler() : null;
  if (upgrade) server.on('upgrade', (req, socket, head) => upgrade(req, socket, head));
  // Idle collections (decisions 1880, 1927, 1941): the app's instrumentation hook runs them in every server process,
  // this worker included (apps/web/src/server/idle-collector.ts; `--expose-gc` above gives it V8's collector).
  process.on('message', (message, socket) => {
    if (message?.type !== 'connection' || !socket) return;
    accept(socket, Buffer.from(message.head, 'base64'));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
  process.send?.({ type: 'ready' });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (cluster.isPrimary) await primary();
  else await worker();
}
