#!/usr/bin/env node
// `npm run bench`: per-route first-load JavaScript (gzipped) of the production build, then the server's
// requests per second and p99 latency for the home page under 50 connections for 20 s on loopback.
// Options: --duration <s> (default 20), --connections <n> (default 50), --skip-build.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
const port = Number(arg('port', '3200'));
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

const server = spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
  cwd: join(root, 'apps/web'),
  env,
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
try {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(base + '/')).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }

  // First-load JS (decision 0004), gzipped, cold load in a fresh context per route:
  // - "first load": the scripts the server's HTML asks for (what the page needs to render and hydrate; as
  //   Next.js counts "First Load JS"), the budget of issue #2;
  // - "with on-demand": every script fetched until network idle + 3 s, i.e. also the chunks the page loads
  //   after hydration because a rule shows something (a dialog, a banner, the chart) or a link prefetches.
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
  const kb = (bytes) => (bytes / 1024).toFixed(1);
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

  console.log(`\nHome page under load: ${connections} connections for ${duration} s on loopback`);
  const result = await autocannon({ url: base + '/', connections, duration });
  console.log(`requests/s (mean): ${result.requests.average.toFixed(0)}`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
  console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
} finally {
  server.kill('SIGTERM');
}
