#!/usr/bin/env node
// `npm run bench`: per-route first-load JavaScript (gzipped) of the production build, then for the home and trade
// pages the HTML size, the server CPU time per render (sequential requests) and the requests per second and p99
// latency under 50 connections for 20 s on loopback, served as `npm start` serves them (tools/scripts/serve.mjs:
// one Next.js server per core, decision 1510).
// Then the same load on a baseline (issue 26 item 8): the smallest dynamic page of the same Next.js version
// (tools/bench/baseline), built here and served by the same serve.mjs with the same worker count, and the ratio of each
// route's figures to it, which is what compares across machines. Both servers run side by side and the measured
// load alternates between them in rounds (route, route, baseline; then again), so a change in the machine's other
// load during the run falls on all of them alike; the spread of the per-round ratios is printed as the noise.
// Options: --duration <s> (default 30, split over the rounds: keep each round's slice ≥ 10 s, or p99 is cut at the slice length), --rounds <n> (default 3), --warmup <s> (default 20; 0 for
// none), --connections <n> (default 50), --port <n> (default 3200; the baseline on the next port), --workers <n>
// (default: one per core), --skip-build, --skip-js (no first-load JavaScript table), --skip-baseline, --only-js (the
// first-load table alone: no baseline, no load), --renders-only (only the returning visitor's rows: every request a
// render, none from the render cache), --compare-dir <app dir> (another build of the app, e.g. a copy of the build before
// a change: a folder holding its `.next`, served the same way on the port after the baseline's and measured in the same
// rounds, so a change's before and after share the machine's load; decision 1960).
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { ensureDependencies, env, root, run } from './lib/env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', '30'));
const connections = Number(arg('connections', '50'));
const warmup = Number(arg('warmup', '20'));
const port = Number(arg('port', '3200'));
const workers = Number(arg('workers', String(availableParallelism())));
const rounds = Math.max(1, Number(arg('rounds', '3')) || 3);
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
const onlyJs = process.argv.includes('--only-js');
const withBaseline = !process.argv.includes('--skip-baseline') && !onlyJs;
if (withBaseline && !process.argv.includes('--skip-build')) {
  const b = run(join(root, 'node_modules/.bin/next'), ['build', baselineDir]);
  if (!b.ok) process.exit(b.status);
}

const rendersOnly = process.argv.includes('--renders-only');
// Absolute: serve.mjs's workers run in the app's folder, where a relative path would point elsewhere.
const compareDir = arg('compare-dir') ? resolve(arg('compare-dir')) : undefined;
if (compareDir && !existsSync(join(compareDir, '.next', 'BUILD_ID'))) {
  console.error(`bench: --compare-dir ${compareDir} holds no built .next`);
  process.exit(1);
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
const server = serve(join(root, 'apps/web'), port);
/** The baseline's server, beside the app's (issue 26 item 8). */
const baselineServer = withBaseline ? serve(baselineDir, port + 1) : null;
/** The other build to compare with (`--compare-dir`), beside the two. */
const compareServer = compareDir && !onlyJs ? serve(compareDir, port + 2) : null;

/** CPU time (user + system, ms) of a server and its workers so far, from /proc (Linux; null elsewhere). */
function serverCpuMs(of = server) {
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
    const ticks = tree(of.pid).reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}
const base = `http://localhost:${port}`;
const baselineBase = `http://localhost:${port + 1}`;
const compareBase = `http://localhost:${port + 2}`;
const waitUp = async (at = base) => {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(at + '/')).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
};
/**
 * One target's warm-up (before the measured rounds): its HTML bytes; a warm-up under the same load, reported as the
 * cold server's figures.
 */
async function prepare({ url, label, headers }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const html = await (await fetch(url, { headers })).text();
  console.log(`\n${label}: HTML ${kb(Buffer.byteLength(html))} KB`);
  if (warmup > 0) {
    const cold = await autocannon({ url, connections, duration: warmup, headers });
    console.log(
      `warm-up (cold server): ${cold.requests.average.toFixed(0)} requests/s, p50 ${cold.latency.p50} ms, p99 ${cold.latency.p99} ms`,
    );
  }
}

/**
 * CPU per render on the warm servers: 100 sequential requests per target, in 5 blocks of 20 that take turns between
 * the targets (decision 1960), so that a change in the machine's other load falls on every target alike (measured
 * one target after the other, a change read 0.72× the CPU of the build before it; in blocks taking turns, minutes
 * later, 0.95–1.03×). Sets each target's `cpu` (ms, null off Linux).
 */
async function measureCpu(targets) {
  const used = new Map(targets.map((t) => [t, 0]));
  for (let block = 0; block < 5; block++)
    for (const t of targets) {
      const before = serverCpuMs(t.proc);
      for (let i = 0; i < 20; i++) await (await fetch(t.url, { headers: t.headers })).text();
      const after = serverCpuMs(t.proc);
      used.set(t, before === null || after === null || used.get(t) === null ? null : used.get(t) + after - before);
    }
  for (const t of targets) {
    t.cpu = used.get(t) === null ? null : used.get(t) / 100;
    console.log(
      `CPU per render of ${t.label} (100 sequential requests, 5 blocks taking turns): ${t.cpu === null ? 'n/a' : `${t.cpu.toFixed(1)} ms`}`,
    );
  }
}

/** One measured slice of a target's load: requests/s and latency. */
async function slice(url, seconds, headers) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const machine = () =>
  `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(
      ' / ',
    )}, Node ${process.version}, Next.js ${JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8')).version}`;
try {
  await waitUp();

  // First-load JS (decision 0004), gzipped, cold load in a fresh context per route:
  // - "first load": the scripts the server's HTML asks for (what the page needs to render and hydrate; as
  //   Next.js counts "First Load JS"), the budget of issue #2;
  // - "with on-demand": every script fetched until network idle + 3 s, i.e. also the chunks the page loads
  //   after hydration because a rule shows something (a dialog, a banner, the chart) or a link prefetches.
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  if (!process.argv.includes('--skip-js')) await firstLoadTable();
  if (onlyJs) {
    server.kill('SIGTERM');
    process.exit(0);
  }
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
    `\nServer: ${workers} worker${workers > 1 ? 's' : ''}, ${connections} connections on loopback, ${warmup} s warm-up, then ${duration} s measured per route in ${rounds} alternating round${rounds > 1 ? 's' : ''}`,
  );
  console.log(`Machine at the start: ${machine()}`);
  // Each route twice (decision 1926): as a first visit (no cookie: what `serve.mjs`'s render cache may answer) and
  // as a returning visitor (a cookie: always a render, which is what the CPU per render of earlier runs measured).
  const returning = { cookie: 'bench_visitor=1' };
  const targets = loadRoutes.flatMap((route) => [
    ...(rendersOnly ? [] : [{ url: base + route, label: route, proc: server }]),
    { url: base + route, label: `${route} (cookie)`, proc: server, headers: returning },
  ]);
  if (compareServer) {
    await waitUp(compareBase);
    for (const route of loadRoutes)
      targets.push({ url: compareBase + route, label: `${route} (cookie, compare)`, proc: compareServer, headers: returning });
  }
  if (baselineServer) {
    await waitUp(baselineBase);
    targets.push({ url: baselineBase + '/', label: 'baseline', proc: baselineServer });
  }
  for (const target of targets) await prepare(target);
  console.log('');
  await measureCpu(targets);
  for (const target of targets) target.slices = [];
  for (let round = 0; round < rounds; round++)
    for (const target of targets) target.slices.push(await slice(target.url, Math.max(1, Math.round(duration / rounds)), target.headers));
  console.log(`Machine at the end: ${machine()}`);

  const baseline = targets.find((t) => t.label === 'baseline');
  const ms = (v) => `${Math.round(v).toLocaleString('en')} ms`;
  console.log(
    `\n${'route'.padEnd(26)}${'requests/s'.padStart(11)}${'p50'.padStart(10)}${'p99'.padStart(11)}${'CPU/render'.padStart(12)}${'failed'.padStart(8)}` +
      (baseline ? `  | ratio to the baseline: requests/s (per round), p99, CPU/render` : ''),
  );
  for (const t of targets) {
    const rps = mean(t.slices.map((x) => x.rps));
    const p99 = median(t.slices.map((x) => x.p99));
    let ratio = '';
    if (baseline) {
      const perRound = t.slices.map((x, r) => x.rps / Math.max(1e-9, baseline.slices[r].rps));
      const p99Ratio = p99 / Math.max(1, median(baseline.slices.map((x) => x.p99)));
      const cpuRatio = t.cpu !== null && baseline.cpu ? (t.cpu / baseline.cpu).toFixed(2) : 'n/a';
      ratio = `  | ${(rps / mean(baseline.slices.map((x) => x.rps))).toFixed(2)} (${perRound.map((v) => v.toFixed(2)).join(', ')}), ${p99Ratio.toFixed(2)}, ${cpuRatio}`;
    }
    console.log(
      t.label.padEnd(26) +
        rps.toFixed(0).padStart(11) +
        ms(median(t.slices.map((x) => x.p50))).padStart(10) +
        ms(p99).padStart(11) +
        (t.cpu === null ? 'n/a' : `${t.cpu.toFixed(1)} ms`).padStart(12) +
        String(t.slices.reduce((sum, x) => sum + x.failed, 0)).padStart(8) +
        ratio,
    );
  }
  if (baseline) console.log('Goal (issue 26 item 8): home and trade requests/s ratio ≥ 1.00 and p99 ratio ≤ 1.50.');
  if (compareServer) {
    console.log(`\nThis build against --compare-dir ${compareDir} (same rounds): requests/s (per round), CPU per render`);
    for (const route of loadRoutes) {
      const now = targets.find((t) => t.label === `${route} (cookie)`);
      const then = targets.find((t) => t.label === `${route} (cookie, compare)`);
      const perRound = now.slices.map((x, r) => x.rps / Math.max(1e-9, then.slices[r].rps));
      const cpu = now.cpu !== null && then.cpu ? (now.cpu / then.cpu).toFixed(2) : 'n/a';
      console.log(
        `${route.padEnd(26)}${(mean(now.slices.map((x) => x.rps)) / Math.max(1e-9, mean(then.slices.map((x) => x.rps)))).toFixed(2)} (${perRound.map((v) => v.toFixed(2)).join(', ')}), ${cpu}`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
  baselineServer?.kill('SIGTERM');
  compareServer?.kill('SIGTERM');
}
