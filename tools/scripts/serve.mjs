#!/usr/bin/env node
// The production server of apps/web on every core (issue 14, decision 1510): `npm start` and `npm run bench` run it.
// One primary process owns the port and hands each new connection to one of N worker processes, each a Next.js
// server of the existing build (`next()`, as `next start` runs it). Options: --port <n> (default PORT or 3000),
// --workers <n> (default WEB_CONCURRENCY or the number of cores), --semi-space <MB> (default 64: V8's young generation
// per worker; 0 keeps V8's default). Run from anywhere; it serves apps/web/.next.
//
// Connections, not requests, are distributed: a keep-alive connection stays with its worker. With the embedded
// sandbox (no EXCHANGE_API_ORIGIN) each worker keeps its own in-memory sandbox sessions (decision 0205), so a
// connection whose first request carries a `sandbox_sid` cookie goes to the worker that owns that session
// (a hash of the id); other connections take turns.
import cluster from 'node:cluster';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(root, 'apps/web');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
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
const HEAD_LIMIT = 64 * 1024;
const SID = /(?:^|[;\s])sandbox_sid=([^;\s]+)/;

/**
 * Why the server may not start, or null: against a real exchange every process and every instance needs the same
 * `CSRF_SECRET` (at least 32 characters; decision 1740). The app's instrumentation hook refuses to start without it
 * (apps/web/src/server/csrf-secret.ts), so a worker would fail and be restarted forever: the primary stops first.
 */
export function startProblem(env = process.env) {
  if (!env.EXCHANGE_API_ORIGIN?.trim() || (env.CSRF_SECRET ?? '').length >= 32) return null;
  return 'CSRF_SECRET (at least 32 characters: `openssl rand -hex 32`) is required against a real exchange (EXCHANGE_API_ORIGIN); every instance of one deployment needs the same value (decision 1740)';
}

/** FNV-1a: a stable worker per sandbox session id. */
export function stickyIndex(sid, count) {
  let h = 0x811c9dc5;
  for (let i = 0; i < sid.length; i++) h = Math.imul(h ^ sid.charCodeAt(i), 0x01000193) >>> 0;
  return h % count;
}

/** The `sandbox_sid` cookie of a request head (the bytes up to the first blank line), or null. */
export function sandboxSid(head) {
  const end = head.indexOf('\r\n\r\n');
  for (const line of (end < 0 ? head : head.slice(0, end)).split('\r\n')) {
    if (!/^cookie:/i.test(line)) continue;
    const match = SID.exec(line.slice(7));
    if (match) return match[1];
  }
  return null;
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
    execArgv: [...process.execArgv, ...(semiSpaceMb > 0 && !explicit ? [`--max-semi-space-size=${semiSpaceMb}`] : [])],
  });
  const ready = [];
  let stopping = false;
  let turn = 0;
  const fork = () => {
    const worker = cluster.fork({ NODE_ENV: 'production', SERVE_PORT: String(port) });
    worker.on('message', (m) => {
      if (m?.type !== 'ready' || ready.includes(worker)) return;
      ready.push(worker);
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
  const server = createNetServer((socket) => {
    let head = Buffer.alloc(0);
    const onData = (chunk) => {
      head = Buffer.concat([head, chunk]);
      if (head.indexOf('\r\n\r\n') < 0 && head.length < HEAD_LIMIT) return;
      socket.off('data', onData);
      socket.pause();
      if (ready.length === 0) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
        return;
      }
      const sid = sandboxSid(head.toString('latin1'));
      const worker = ready[sid ? stickyIndex(sid, ready.length) : turn++ % ready.length];
      worker.send({ type: 'connection', head: head.toString('base64') }, socket, { keepOpen: false });
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
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
  const app = next({ dir: webDir, dev: false, hostname: 'localhost', port: Number(process.env.SERVE_PORT) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createHttpServer((req, res) => handle(req, res));
  server.keepAliveTimeout = 65_000;
  const upgrade = typeof app.getUpgradeHandler === 'function' ? app.getUpgradeHandler() : null;
  if (upgrade) server.on('upgrade', (req, socket, head) => upgrade(req, socket, head));
  process.on('message', (message, socket) => {
    if (message?.type !== 'connection' || !socket) return;
    server.emit('connection', socket);
    socket.emit('data', Buffer.from(message.head, 'base64'));
    socket.resume();
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
  process.send?.({ type: 'ready' });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (cluster.isPrimary) await primary();
  else await worker();
}
