#!/usr/bin/env node
// `npm run bench`: per-route first-load JavaScript (gzipped) of the production build, then for the home and trade
// pages the HTML size, the server CPU time per render (sequential requests) and the requests per second and p99
// latency under 50 connections for 20 s on loopback, served as `npm start` serves them (tools/scripts/serve.mjs:
// one Next.js server per core, decision 1510).
// Then the same load on a baseline (issue 26 item 8): the smallest dynamic page of the same Next.js version
// (tools/bench/baseline), built here and served by the same serve.mjs with the same worker count, and the ratio of each
// route's figures to it, which is what compares across machines.
// Options: --duration <s> (default 20), --warmup <s> (default 20; 0 for none), --connections <n> (default 50), --port <n> (default 3200), --workers <n>
// (default: one per core), --skip-build, --skip-js (no first-load JavaScript table), --skip-baseline.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { ensureDependencies, env, root, run } from './lib/env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', '20'));
const connections = Number(arg('connections', '50'));
const warmup = Number(arg('warmup', '20'));
const port = Number(arg('port', '3200'));
const workers = Number(arg('workers', String(availableParallelism())));
const loadRoutes = ['/', '/trade/BTC_USDT'];
const routes = [
  '/',
  '/login',
  '/signup',
  '/state_compliance_tips',
  '/myaccount/kyc_home',
  '/trade/BTC_USDT',
  '/futures/usdt/BTC_USDT',
  '/zh',
  '/ar',
];

if (!ensureDependencies()) process.exit(1);
if (!process.argv.includes('--skip-build')) {
  const b = run('npx', ['nx', 'run', 'web:build', '--outputStyle=static']);
  if (!b.ok) process.exit(b.status);
}

const baselineDir = join(root, 'tools/bench/baseline');
const withBaseline = !process.argv.includes('--skip-baseline');
if (withBaseline && !process.argv.includes('--skip-build')) {
  const b = run(join(root, 'node_modules/.bin/next'), ['build', baselineDir]);
  if (!b.ok) process.exit(b.status);
}

const serve = (dir, at) =>
  // No load shedding while measuring (decision 1812): the bench measures what a render costs, not the 503s.
  spawn(
    process.execPath,
    [join(root, 'tools/scripts/serve.mjs'), '--port', String(at), '--workers', String(workers), '--dir', dir, '--max-in-flight', '100000'],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
let server = serve(join(root, 'apps/web'), port);

/** CPU time (user + system, ms) of the server and its workers so far, from /proc (Linux; null elsewhere). */
function serverCpuMs() {
  try {
    const tree = (pid) => {
      let kids = [];
      try {
        kids = execFileSync('pgrep', ['-P', String(pid)])
          .toString()
          .trim()
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        /* no children */
      }
      return [pid, ...kids.flatMap(tree)];
    };
    const ticks = tree(server.pid).reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
let base = `http://localhost:${port}`;
const waitUp = async () => {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base + '/')).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
};
/** Warm-up, CPU per render and the measured run of one route on the current server. */
async function measure(route, label = route) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const html = await (await fetch(base + route)).text();
  console.log(`\n${label}: HTML ${kb(Buffer.byteLength(html))} KB`);
  if (warmup > 0) {
    const cold = await autocannon({ url: base + route, connections, duration: warmup });
    console.log(
      `warm-up (cold server): ${cold.requests.average.toFixed(0)} requests/s, p50 ${cold.latency.p50} ms, p99 ${cold.latency.p99} ms`,
    );
  }
  const before = serverCpuMs();
  for (let i = 0; i < 100; i++) await (await fetch(base + route)).text();
  const after = serverCpuMs();
  const cpu = before === null || after === null ? null : (after - before) / 100;
  console.log(`CPU per render (100 sequential requests): ${cpu === null ? 'n/a' : `${cpu.toFixed(1)} ms`}`);
  const result = await autocannon({ url: base + route, connections, duration });
  console.log(`requests/s (mean): ${result.requests.average.toFixed(0)}`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  return { label, rps: result.requests.average, p99: result.latency.p99, cpu };
}
try {
  await waitUp();

  // First-load JS (decision 0004), gzipped, cold load in a fresh context per route:
  // - "first load": the scripts the server's HTML asks for (what the page needs to render and hydrate; as
  //   Next.js counts "First Load JS"), the budget of issue #2;
  // - "with on-demand": every script fetched until network idle + 3 s, i.e. also the chunks the page loads
  //   after hydration because a rule shows something (a dialog, a banner, the chart) or a link prefetches.
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  if (!process.argv.includes('--skip-js')) await firstLoadTable();
  async function firstLoadTable() {
    const browser = await launchChromium();
    const staticDir = join(root, 'apps/web/.next');
    const gzipOf = (route, url) => {
      // Route chunks have URL-encoded names (`app/%5Bsite%5D/…`): decode before looking for the file, and
      // fail loudly rather than count a script as zero bytes.
      const path = decodeURIComponent(url);
      // Micro-apps (decision 1110) come from their own builds, which the sandbox serves at /sandbox-static/micro/<name>/.
      const micro = /^\/sandbox-static\/micro\/([a-z0-9-]+)\/(.+)$/.exec(path);
      const file = path.startsWith('/_next/')
        ? join(staticDir, path.slice('/_next/'.length))
        : micro
          ? join(root, 'dist/apps', `micro-${micro[1]}`, micro[2])
          : join(root, 'apps/web/public', path);
      if (!existsSync(file)) throw new Error(`bench: ${route} loaded ${url}, which is not in the build (${file})`);
      return gzipSync(readFileSync(file)).length;
    };
    console.log('\nFirst-load JavaScript per route (gzipped, cold load)');
    console.log(
      'route'.padEnd(28) + 'first load'.padStart(12) + 'scripts'.padStart(9) + 'with on-demand'.padStart(16) + 'scripts'.padStart(9),
    );
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set();
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script' && r.url().startsWith(base)) scripts.add(new URL(r.url()).pathname);
      });
      const response = await page.goto(base + route, { waitUntil: 'load' });
      const html = response ? await response.text() : '';
      // Script elements of the server's HTML (module-less browsers' `nomodule` polyfills are never fetched here).
      const initial = new Set(
        [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
          .filter((m) => !/\bnomodule\b/.test(m[0]))
          .map((m) => new URL(m[1].replace(/&amp;/g, '&'), base).pathname),
      );
      // Network idle (at most 8 s: the trade pages keep a live-candle stream open), then 3 s more, because
      // the chart and the overlays load after hydration and the first data, which can follow a quiet gap.
      await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
      await page.waitForTimeout(3000);
      const first = [...scripts].filter((u) => initial.has(u));
      const firstBytes = first.reduce((a, u) => a + gzipOf(route, u), 0);
      const allBytes = [...scripts].reduce((a, u) => a + gzipOf(route, u), 0);
      console.log(
        route.padEnd(28) +
          kb(firstBytes).padStart(12) +
          String(first.length).padStart(9) +
          kb(allBytes).padStart(16) +
          String(scripts.size).padStart(9),
      );
      await context.close();
    }
    await browser.close();
  }

  // Server cost per page, each route in turn (decision 1510): its HTML bytes; a warm-up under the same load, reported
  // as the cold server's figures (a fresh process runs unoptimised code until V8 has compiled the render paths, which
  // takes some thousands of renders); then CPU per render over sequential requests and the measured load run, both on
  // the warm server, which is what a production server that has been up for more than a minute serves.
  console.log(
    `\nServer: ${workers} worker${workers > 1 ? 's' : ''}, ${connections} connections on loopback, ${warmup} s warm-up then ${duration} s measured per route`,
  );
  const figures = [];
  for (const route of loadRoutes) figures.push(await measure(route));
  if (withBaseline) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    server = serve(baselineDir, port + 1);
    base = `http://localhost:${port + 1}`;
    await waitUp();
    const baseline = await measure('/', 'baseline (minimal dynamic Next.js page)');
    console.log(`\nRatio to the baseline in this run (goal: requests/s ≥ 1.0, p99 ≤ 1.5; issue 26 item 8)`);
    console.log('route'.padEnd(20) + 'requests/s'.padStart(12) + 'p99'.padStart(8) + 'CPU/render'.padStart(12));
    for (const f of figures) {
      const cpu = f.cpu !== null && baseline.cpu ? (f.cpu / baseline.cpu).toFixed(2) : 'n/a';
      console.log(
        f.label.padEnd(20) +
          (f.rps / baseline.rps).toFixed(2).padStart(12) +
          (f.p99 / Math.max(1, baseline.p99)).toFixed(2).padStart(8) +
          cpu.padStart(12),
      );
    }
  }
} finally {
  server.kill('SIGTERM');
}
