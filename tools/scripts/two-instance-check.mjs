#!/usr/bin/env node
// The two-instance check (issue 27 item 6, decision 1740): the production build, laid out as the Dockerfile's runtime
// stage copies it, run as two instances in real-exchange mode behind HAProxy (Debian's package, installed when
// missing) in front of tools/hostile-upstream/server.mjs in its well-behaved `ok` mode.
//
//   node tools/scripts/two-instance-check.mjs      (after `nx run web:build`; `nx run web-e2e:e2e-cluster` builds first)
//
// Checks: the container recipe (non-root USER, every COPY source exists, CMD and HEALTHCHECK fit the layout); an
// instance without CSRF_SECRET refuses to start; a session and a CSRF token obtained through instance A are accepted
// by instance B, directly and through the balancer; every site is served by host; and under a bounded load through
// the balancer, instance A stopped (SIGTERM) and started again mid-run fails no GET (what the balancer may retry).
// Ports CLUSTER_PORT_BASE (default 3740) to +4 on 127.0.0.1; every process it starts is stopped on exit; the whole
// run is capped at 110 s. Prints `N passed, N failed` last and exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { basename, dirname, join, relative } from 'node:path';
import { ensureDebianPackage, env, root } from './lib/env.mjs';

const HARD_LIMIT_MS = 110_000;
const BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3740);
const PORTS = { balancer: BASE, a: BASE + 1, b: BASE + 2, upstream: BASE + 3, refused: BASE + 4 };
const HAPROXY = '/usr/sbin/haproxy';
const workDir = join(root, 'dist/cluster');
const appDir = join(workDir, 'app');
const MAIN_HOST = 'exchange.test';
const US_HOST = 'us.exchange.test';
const MAIN_ORIGIN = `https://${MAIN_HOST}`;
/** The same secret for both instances, as a deployment passes one to all (decision 1740). */
const CSRF_SECRET = 'two-instance-check-secret-0123456789abcdef0123456789';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// ── results
const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '  ok  ' : '  FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

// ── processes: every child is tracked and stopped on exit
const children = new Set();
/**
 * Outlives this process only to stop what it started: when the check is killed outright (SIGKILL: no handler runs),
 * the watchdog's stdin closes and it SIGKILLs every child it was told about. Stopped with the others otherwise.
 */
const WATCHDOG = `
const pids = new Set();
let rest = '';
process.stdin.on('data', (data) => {
  const lines = (rest + data).split('\\n');
  rest = lines.pop();
  for (const line of lines) if (/^\\d+$/.test(line)) pids.add(Number(line));
});
process.stdin.on('end', () => {
  for (const pid of pids) try { process.kill(pid, 'SIGKILL'); } catch {}
  process.exit(0);
});
process.on('SIGTERM', () => process.exit(0));
setTimeout(() => process.exit(0), ${HARD_LIMIT_MS + 60_000});
`;
let watchdog = null;
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (watchdog && child.pid) watchdog.stdin.write(`${child.pid}\n`);
  child.label = name;
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
async function stopChild(child, signal = 'SIGTERM', withinMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}
let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await Promise.all([...children].map((child) => stopChild(child, 'SIGTERM', 3000)));
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed + (code !== 0 && results.every((r) => r.ok) ? 1 : 0);
  console.log(`\ntwo-instance check (${elapsed()}): ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void finish(1));
process.on('uncaughtException', (error) => {
  console.error(error);
  void finish(1);
});
setTimeout(() => {
  check(`the whole check ends within ${HARD_LIMIT_MS / 1000} s`, false);
  void finish(1);
}, HARD_LIMIT_MS).unref();

// ── HTTP over loopback (no proxy settings, no redirects followed)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** One request; resolves `{ status, headers, body }` or `{ error }`; never rejects. */
function fetchLocal(port, path, { method = 'GET', host = MAIN_HOST, headers = {}, body, agent, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, agent: agent ?? false, headers: { host, ...headers }, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}
async function waitFor(label, probe, withinMs, child) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) break;
    if (await probe()) return true;
    await sleep(250);
  }
  console.error(`${label}: not ready within ${withinMs / 1000} s`);
  if (child) console.error(child.output.slice(-3000));
  return false;
}

/** A tiny cookie jar: name → value, from Set-Cookie headers. */
class Jar {
  values = new Map();
  take(headers) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  get(name) {
    return this.values.get(name);
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
const stateChange = (jar, token = jar.get('csrftoken')) => ({
  method: 'POST',
  headers: { cookie: jar.header(), origin: MAIN_ORIGIN, 'content-type': 'application/json', csrftoken: token ?? '' },
  body: '{}',
});

// ── 1. the container recipe, read without an engine
/** The final stage of a Dockerfile: its instructions with continuation lines joined. */
function finalStage(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const from = lines.map((line, i) => (/^FROM\s/i.test(line) ? i : -1)).filter((i) => i >= 0);
  return lines.slice(from.at(-1) ?? 0);
}

function containerRecipe() {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stage = finalStage(dockerfile);
  const workdir = stage.find((line) => /^WORKDIR\s/i.test(line))?.split(/\s+/)[1] ?? '/';
  const user =
    stage
      .filter((line) => /^USER\s/i.test(line))
      .at(-1)
      ?.split(/\s+/)[1] ?? 'root';
  check('Dockerfile: the runtime stage runs as a non-root user', !/^(root|0)(:|$)/.test(user), `USER ${user}`);
  const healthcheck = stage.find((line) => /^HEALTHCHECK\s/i.test(line)) ?? '';
  check('Dockerfile: HEALTHCHECK asks /healthz', healthcheck.includes('/healthz'));
  const envLine = stage.filter((line) => /^ENV\s/i.test(line)).join(' ');
  const wanted = ['PORT', 'HOSTNAME=0.0.0.0', 'EXCHANGE_API_ORIGIN', 'SITE_HOSTS', 'TRUSTED_PROXY_COUNT', 'NODE_ENV=production'];
  const missing = wanted.filter((name) => !envLine.includes(name));
  check(
    'Dockerfile: the runtime stage declares PORT, HOSTNAME, EXCHANGE_API_ORIGIN, SITE_HOSTS, TRUSTED_PROXY_COUNT',
    missing.length === 0,
    missing.join(', '),
  );
  check('Dockerfile: no CSRF_SECRET baked into the image', !/CSRF_SECRET\s*=/.test(envLine) && !/^ARG\s+CSRF_SECRET/im.test(dockerfile));
  const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split(/\r?\n/);
  const ignored = ['.git', '**/node_modules', '**/.next', 'dist', '.env*'].filter((p) => !ignore.includes(p));
  check('.dockerignore keeps node_modules, build output, .git and .env files out of the context', ignored.length === 0, ignored.join(', '));

  // The runtime stage's COPY --from=build lines, applied to dist/cluster/app with hard links (the build stage's /app
  // is this workspace): the instances below run from exactly the layout the image would hold.
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  const copies = stage.filter((line) => /^COPY\s/i.test(line) && /--from=build\b/.test(line));
  let copied = 0;
  let sources = 0;
  for (const line of copies) {
    const args = line
      .split(/\s+/)
      .slice(1)
      .filter((a) => !a.startsWith('--'));
    const dest = args.pop() ?? '';
    for (const source of args) {
      sources += 1;
      const from = join(root, relative('/app', source));
      const to = join(appDir, relative(workdir, dest.startsWith('/') ? dest : join(workdir, dest)));
      if (!check(`Dockerfile: COPY source ${source} exists after the build`, source.startsWith('/app/') && existsSync(from))) continue;
      // A folder's contents go into the destination folder; a file goes into a destination ending in `/` (or given
      // several sources) under its own name, else to the destination path itself, as Docker's COPY does.
      const file = statSync(from).isFile();
      const target = file && (dest.endsWith('/') || args.length > 1) ? join(to, basename(from)) : to;
      mkdirSync(file ? dirname(target) : target, { recursive: true });
      const linked = spawnSync('cp', ['-al', file ? from : `${from}/.`, file ? target : `${target}/`], { stdio: 'inherit' });
      if (linked.status === 0) copied += 1;
    }
  }
  // The runtime user: uid/gid from the stage's useradd; as root here, the instances run as that user with only
  // apps/web/.next theirs to write, as in the image (its RUN mkdir + chown line).
  const useradd = stage.find((line) => /\buseradd\b/.test(line)) ?? '';
  const uid = Number(/--uid\s+(\d+)/.exec(useradd)?.[1] ?? NaN);
  const gid = Number(/--gid\s+(\d+)/.exec(stage.find((line) => /\bgroupadd\b/.test(line)) ?? '')?.[1] ?? NaN);
  check('Dockerfile: the runtime user has a fixed non-zero uid and gid', uid > 0 && gid > 0, `uid ${uid}, gid ${gid}`);
  if (process.getuid?.() === 0 && uid > 0 && gid > 0) {
    const dotNext = join(appDir, 'apps/web/.next');
    mkdirSync(join(dotNext, 'cache'), { recursive: true });
    chownSync(dotNext, uid, gid);
    chownSync(join(dotNext, 'cache'), uid, gid);
    runAs = { uid, gid };
  }
  const cmd = stage.find((line) => /^CMD\s/i.test(line)) ?? '';
  const script = /"node",\s*"([^"]+)"/.exec(cmd)?.[1] ?? '';
  check('Dockerfile: CMD runs a server script present in the copied layout', script !== '' && existsSync(join(appDir, script)), script);
  return copied === sources && script !== '' ? join(appDir, script) : null;
}

// ── the processes
const instanceEnv = (port, extra = {}) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  // Not 127.0.0.1: Next's NextURL turns loopback IPs into `localhost`, so the proxy's rewrites would look external to a
  // server bound to 127.0.0.1 and loop (decision 1740). `localhost` binds loopback here; the image uses 0.0.0.0.
  HOSTNAME: 'localhost',
  KEEP_ALIVE_TIMEOUT: '65000',
  EXCHANGE_API_ORIGIN: `http://127.0.0.1:${PORTS.upstream}`,
  SITE_HOSTS: `${MAIN_HOST}=main,${US_HOST}=us`,
  TRUSTED_PROXY_COUNT: '1',
  // The image's CMD is serve.mjs (decision 1956): one worker per instance here, as one standalone server was before.
  WEB_CONCURRENCY: '1',
  CSRF_SECRET,
  ...extra,
});
/** The image's user when this check runs as root (set by `containerRecipe`), else this process's own. */
let runAs = {};
function startInstance(name, server, port, extra) {
  return start(name, process.execPath, [server], { cwd: dirname(server), env: instanceEnv(port, extra), ...runAs });
}
const healthy = (port) => async () => (await fetchLocal(port, '/healthz', { timeoutMs: 2000 })).status === 200;

function haproxyConfig(socket) {
  return `# Written by tools/scripts/two-instance-check.mjs (decision 1740).
global
  maxconn 512
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  # Connection failures are retried for every method (nothing was sent); a closed or broken answer only for GET/HEAD.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout
  option forwardfor

frontend web
  bind 127.0.0.1:${PORTS.balancer}
  default_backend app

backend app
  balance roundrobin
  http-request disable-l7-retry unless METH_GET
  option httpchk
  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host ${MAIN_HOST}
  http-check expect status 200
  # A busy 2-core machine may take a second to answer: three misses mark a server down, two answers bring it back.
  timeout check 3s
  default-server check inter 1s fall 3 rise 2
  server a 127.0.0.1:${PORTS.a}
  server b 127.0.0.1:${PORTS.b}
  http-response set-header x-served-by %s
`;
}
/** HAProxy's `show stat` for the backend's servers: { a: { status, wretr, wredis }, ... }. */
function haproxyStats(socket) {
  return new Promise((resolve) => {
    const conn = connect(socket);
    let text = '';
    conn.on('data', (chunk) => (text += chunk));
    conn.on('error', () => resolve({}));
    conn.on('end', () => {
      const [head = '', ...rows] = text.trim().split('\n');
      const names = head.replace(/^# /, '').split(',');
      const out = {};
      for (const row of rows) {
        const cells = row.split(',');
        const get = (name) => cells[names.indexOf(name)];
        if (get('pxname') === 'app')
          out[get('svname')] = { status: get('status'), wretr: Number(get('wretr')), wredis: Number(get('wredis')) };
      }
      resolve(out);
    });
    conn.end('show stat\n');
  });
}

// ── 3. session and CSRF across instances
async function sessionAcrossInstances(upstreamUrl) {
  await fetchLocal(PORTS.upstream, '/__hostile/reset', { method: 'POST', host: `127.0.0.1:${PORTS.upstream}` });
  const jar = new Jar();
  // Through A: the first visit gets the browser id and a token; the login (a POST, so it needs them) gets the
  // exchange's session cookie; the next visit gets a token bound to that session.
  const first = await fetchLocal(PORTS.a, '/');
  jar.take(first.headers ?? {});
  const login = await fetchLocal(PORTS.a, '/api/web/v1/usercenter/login', stateChange(jar));
  jar.take(login.headers ?? {});
  const preLoginToken = jar.get('csrftoken');
  const again = await fetchLocal(PORTS.a, '/', { headers: { cookie: jar.header() } });
  jar.take(again.headers ?? {});
  const session = jar.get('session');
  const token = jar.get('csrftoken');
  check(
    'through instance A: a session from the exchange and a CSRF token bound to it',
    first.status === 200 && login.status === 200 && !!session && !!token && token !== preLoginToken,
    `GET / ${first.status ?? first.error}, login ${login.status ?? login.error}, session ${session ? 'set' : 'missing'}`,
  );

  // Through B: the same cookies and token are accepted, and the exchange sees the session.
  const used = await fetchLocal(PORTS.b, '/api/web/v1/usercenter/update_user_setting', stateChange(jar));
  const stats = await (await fetch(`${upstreamUrl}/__hostile/stats`)).json();
  const seen = stats.requests.find((r) => r.method === 'POST' && r.url.startsWith('/api/web/v1/usercenter/update_user_setting'));
  check(
    'through instance B: a state-changing request with A’s session and token is accepted and reaches the exchange with the session',
    used.status === 200 && seen?.session === 'known',
    `status ${used.status ?? used.error} ${used.status === 200 ? '' : (used.body ?? '').slice(0, 120)}, exchange saw session: ${seen?.session ?? 'no request'}`,
  );
  // Controls: B refuses the pre-login token (bound to the browser id, not the session) and a request without one.
  const stale = await fetchLocal(PORTS.b, '/api/web/v1/usercenter/update_user_setting', stateChange(jar, preLoginToken));
  const none = await fetchLocal(PORTS.b, '/api/web/v1/usercenter/update_user_setting', stateChange(jar, ''));
  check(
    'instance B refuses a token bound to another session, and no token (403)',
    stale.status === 403 && none.status === 403,
    `${stale.status}, ${none.status}`,
  );
  return jar;
}

async function sessionThroughBalancer() {
  // Round robin: consecutive requests alternate between the instances; each answer says which one (x-served-by).
  const jar = new Jar();
  const served = [];
  const step = async (path, options = {}) => {
    const res = await fetchLocal(PORTS.balancer, path, { ...options, headers: { ...(options.headers ?? {}), cookie: jar.header() } });
    jar.take(res.headers ?? {});
    served.push(res.headers?.['x-served-by'] ?? '?');
    return res;
  };
  await step('/');
  const login = await step('/api/web/v1/usercenter/login', stateChange(jar));
  await step('/');
  const tokenFrom = served.at(-1);
  let used = await step('/api/web/v1/usercenter/update_user_setting', stateChange(jar));
  if (served.at(-1) === tokenFrom) used = await step('/api/web/v1/usercenter/update_user_setting', stateChange(jar));
  check(
    'through the balancer: a token issued by one instance is accepted by the other',
    login.status === 200 && used.status === 200 && served.at(-1) !== tokenFrom && ['a', 'b'].includes(served.at(-1)),
    `served by ${served.join(' → ')}; last status ${used.status ?? used.error}`,
  );
  return jar;
}

async function sitesByHost() {
  const main = await fetchLocal(PORTS.balancer, '/');
  const us = await fetchLocal(PORTS.balancer, '/', { host: US_HOST });
  const canonical = (res) => /<link rel="canonical" href="([^"]+)"/.exec(res.body ?? '')?.[1] ?? '';
  check(
    'one deployment serves every site by host (canonical per SITE_HOSTS)',
    main.status === 200 && us.status === 200 && canonical(main).startsWith(MAIN_ORIGIN) && canonical(us).startsWith(`https://${US_HOST}`),
    `${MAIN_HOST} → ${canonical(main) || main.status}, ${US_HOST} → ${canonical(us) || us.status}`,
  );
  // Hashed files (a script, the page's message catalog): immutable, and without a cookie a CDN would have to share.
  const asset = /\/_next\/static\/[^"']+\.js/.exec(main.body ?? '')?.[0];
  const catalog = /\/static\/i18n\/[^"']+\.json/.exec(main.body ?? '')?.[0];
  for (const path of [asset, catalog]) {
    const res = path ? await fetchLocal(PORTS.balancer, path) : { status: 0, headers: {} };
    check(
      `hashed ${path === asset ? 'script' : 'message catalog'} served from the copied layout, immutable and cookie-free for a CDN`,
      res.status === 200 && /immutable/.test(res.headers?.['cache-control'] ?? '') && !res.headers?.['set-cookie'],
      `${path ?? 'not in the page'} ${res.status} ${res.headers?.['cache-control'] ?? ''}${res.headers?.['set-cookie'] ? ' + set-cookie' : ''}`,
    );
  }
  const html = main.headers?.['cache-control'] ?? '';
  check(
    'pages (per-request CSP nonce, cookies) are not cacheable by a CDN',
    /no-store|private|no-cache/.test(html) && !/public/.test(html),
    html,
  );
  return asset;
}

// ── 4. load through the balancer while A stops and starts again
async function rollingRestart(server, asset, jar, socket) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const gets = ['/', '/healthz', '/robots.txt', '/api/web/v1/site/homeStaticTradeData', ...(asset ? [asset] : [])];
  const log = [];
  const posts = { ok: 0, failed: 0 };
  let running = true;
  let turn = 0;
  const worker = async () => {
    while (running) {
      const path = gets[turn++ % gets.length];
      const t = Date.now();
      const res = await fetchLocal(PORTS.balancer, path, { agent });
      log.push({ t, end: Date.now(), path, status: res.status ?? 0, error: res.error, by: res.headers?.['x-served-by'] ?? '' });
    }
  };
  // One client keeps changing state too (not retryable by the balancer: reported, not counted).
  const poster = async () => {
    while (running) {
      const res = await fetchLocal(PORTS.balancer, '/api/web/v1/usercenter/update_user_setting', { ...stateChange(jar), agent });
      if (res.status === 200) posts.ok += 1;
      else posts.failed += 1;
      await sleep(100);
    }
  };
  const load = Promise.all([worker(), worker(), worker(), poster()]);
  await sleep(3000);
  const before = await haproxyStats(socket);
  const stopAt = Date.now();
  const exit = await stopChild(instances.a, 'SIGTERM', 15_000);
  const stoppedAfter = Date.now() - stopAt;
  await sleep(1500);
  instances.a = startInstance('instance A (restarted)', server, PORTS.a);
  const backAt = Date.now();
  const back = await waitFor(
    'instance A back in the balancer',
    async () => log.some((r) => r.by === 'a' && r.t > backAt),
    45_000,
    instances.a,
  );
  await sleep(1500);
  running = false;
  await load;
  agent.destroy();
  const after = await haproxyStats(socket);

  const failed = log.filter((r) => r.error || r.status !== 200);
  const byA = log.filter((r) => r.by === 'a');
  // Requests A had begun before its SIGTERM and answered after it: the graceful part of the stop.
  const drained = log.filter((r) => r.by === 'a' && r.t <= stopAt && r.end >= stopAt);
  const duringStop = log.filter((r) => r.t > stopAt && r.t < backAt);
  console.log(
    `  load: ${log.length} GETs in ${((Date.now() - stopAt + 3000) / 1000).toFixed(1)} s, ${log.filter((r) => r.by === 'b').length} by B, ${byA.length} by A; ` +
      `A stopped in ${stoppedAfter} ms (exit ${exit.code ?? exit.signal}); ${duringStop.length} GETs while A was down or starting; ` +
      `balancer retries ${(after.a?.wretr ?? 0) + (after.b?.wretr ?? 0) - (before.a?.wretr ?? 0) - (before.b?.wretr ?? 0)}, ` +
      `redispatches ${(after.a?.wredis ?? 0) + (after.b?.wredis ?? 0) - (before.a?.wredis ?? 0) - (before.b?.wredis ?? 0)}; ` +
      `POSTs (not retryable, not counted) ${posts.ok} ok, ${posts.failed} failed`,
  );
  check('instance A stops gracefully on SIGTERM (exit 0)', exit.code === 0, `code ${exit.code}, signal ${exit.signal}`);
  check(
    'no GET through the balancer failed while A stopped and started again',
    failed.length === 0 && log.length > 0,
    failed.length
      ? failed
          .slice(0, 5)
          .map((r) => `${r.path} ${r.error ?? r.status} by ${r.by || '-'}`)
          .join('; ')
      : `${log.length} of ${log.length} answered 200 (${drained.length} in flight on A at its SIGTERM, answered by A)`,
  );
  check('the restarted instance A serves again through the balancer', back);
}

const instances = {};

async function main() {
  console.log(`two-instance check: balancer 127.0.0.1:${PORTS.balancer}, instances :${PORTS.a} :${PORTS.b}, exchange :${PORTS.upstream}`);
  if (!existsSync(join(root, 'apps/web/.next/standalone/apps/web/server.js'))) {
    check('a standalone build exists (run `npx nx run web:build`)', false);
    return finish(1);
  }
  if (!check('Debian haproxy is installed', ensureDebianPackage('haproxy', HAPROXY))) return finish(1);
  watchdog = start('watchdog', process.execPath, ['-e', WATCHDOG], { stdio: ['pipe', 'pipe', 'pipe'] });
  const server = containerRecipe();
  if (!server) return finish(1);
  mkdirSync(workDir, { recursive: true });

  const upstreamUrl = `http://127.0.0.1:${PORTS.upstream}`;
  const upstream = start(
    'hostile upstream',
    process.execPath,
    [join(root, 'tools/hostile-upstream/server.mjs'), '--port', String(PORTS.upstream)],
    {
      env: { ...env, HOSTILE_MAX_SECONDS: String(HARD_LIMIT_MS / 1000 + 10) },
    },
  );
  instances.a = startInstance('instance A', server, PORTS.a);
  instances.b = startInstance('instance B', server, PORTS.b);
  // Against a real exchange, no CSRF_SECRET → no start (one instance would sign what the others refuse).
  const unsafe = startInstance('instance without CSRF_SECRET', server, PORTS.refused, { CSRF_SECRET: '' });
  const ready = await Promise.all([
    waitFor(
      'hostile upstream',
      async () => !(await fetchLocal(PORTS.upstream, '/__hostile/stats', { timeoutMs: 1000 })).error,
      15_000,
      upstream,
    ),
    waitFor('instance A', healthy(PORTS.a), 60_000, instances.a),
    waitFor('instance B', healthy(PORTS.b), 60_000, instances.b),
  ]);
  const refused = await Promise.race([unsafe.exited, sleep(30_000).then(() => null)]);
  check(
    'an instance without CSRF_SECRET refuses to start against a real exchange',
    refused !== null && refused.code !== 0 && /CSRF_SECRET is not set/.test(unsafe.output),
    refused ? `exit ${refused.code}` : 'still running after 30 s',
  );
  const who = runAs.uid ? `as uid ${runAs.uid}, code read-only` : `as uid ${process.getuid?.()}`;
  if (!check('the exchange and both instances are up (/healthz)', ready.every(Boolean), `${who}, ${elapsed()}`)) return finish(1);

  const socket = join(workDir, 'haproxy.sock');
  const config = join(workDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(socket));
  const valid = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (!check('the HAProxy configuration is valid', valid.status === 0, (valid.stderr || valid.stdout).trim().slice(0, 500)))
    return finish(1);
  const haproxy = start('haproxy', HAPROXY, ['-db', '-f', config]);
  const bothUp = await waitFor(
    'haproxy with both servers up',
    async () => {
      const stats = await haproxyStats(socket);
      return stats.a?.status === 'UP' && stats.b?.status === 'UP';
    },
    20_000,
    haproxy,
  );
  if (!check('HAProxy is up with both instances healthy', bothUp)) return finish(1);

  await sessionAcrossInstances(upstreamUrl);
  const jar = await sessionThroughBalancer();
  const asset = await sitesByHost();
  await rollingRestart(server, asset, jar, socket);
  return finish(0);
}

await main();
