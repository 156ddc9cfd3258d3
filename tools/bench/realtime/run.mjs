#!/usr/bin/env node
// Realtime benchmark (issue 20). Usage: node tools/bench/realtime/run.mjs [--seconds 10] [--clients 1000] [--skip-frames] [--skip-reconnect]
// [--panels] (the frames measured with the trade page's real order book and trades panels mounted, issue 21)
// 1. Main-thread time per frame in headless Chromium while the order book receives 200 updates/s and the trades 50/s:
//    the real client (parse, zod, dispatch), reducers and hooks batched per animation frame, and React's render of a
//    20-level book and 50 trades (Profiler actual time). Target: ≤ 4 ms per frame.
// 2. 1,000 realtime clients connected to the sandbox's socket server, which then restarts (1012): how their
//    reconnections spread over time. Target: over at least 3 s, no second storm.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const seconds = Number(option('--seconds', '10'));
const clients = Number(option('--clients', '1000'));
// Inside the workspace, so that the Node bundle resolves `ws` from its node_modules.
const out = join(root, 'dist/bench-realtime');
mkdirSync(out, { recursive: true });
const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.base.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'error',
  legalComments: 'none',
};

if (!argv.includes('--skip-frames')) {
  // React's profiling build: production React with the Profiler's timings on (a plain production build reports 0).
  await build({
    ...common,
    entryPoints: [join(here, 'page.tsx')],
    platform: 'browser',
    minify: true,
    outfile: join(out, 'page.js'),
    alias: { 'react-dom/client': 'react-dom/profiling' },
  });
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/page.js"></script>',
  );
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = path === '/' ? 'index.html' : path.slice(1);
    try {
      const body = readFileSync(join(out, file));
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/${argv.includes('--panels') ? '?panels' : ''}`);
  await page.waitForFunction(() => window.__bench !== undefined);
  const result = await page.evaluate(([s]) => window.__bench.run(s, 200, 50), [seconds]);
  await browser.close();
  server.close();
  const f = (n) => n.toFixed(2);
  console.log(
    `frames${argv.includes('--panels') ? ' (trade page panels)' : ''}: 200 book + 50 trade updates/s for ${seconds} s: ${result.frames} frames, ${result.messages} messages; ` +
      `main-thread ms per frame mean ${f(result.meanMs)}, p95 ${f(result.p95Ms)}, max ${f(result.maxMs)} ` +
      `(socket handling ${f(result.scriptMsPerSecond)} ms/s, React render ${f(result.renderMsPerSecond)} ms/s; target ≤ 4 ms per frame)`,
  );
}

if (!argv.includes('--skip-reconnect')) {
  const entry = join(out, 'reconnect.mjs');
  await build({
    ...common,
    entryPoints: [join(here, 'reconnect-entry.ts')],
    platform: 'node',
    outfile: entry,
    external: ['ws', 'msw', 'msw/*'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  const { runReconnect } = await import(pathToFileURL(entry).href);
  const result = await runReconnect(clients);
  console.log(
    `reconnect: ${result.reconnected}/${result.clients} clients back after a restart (1012): first ${result.firstMs} ms, ` +
      `median ${result.medianMs} ms, last ${result.lastMs} ms, spread ${result.spreadMs} ms (target ≥ 3000), ` +
      `busiest 0.5 s window ${result.busiest500msWindow}, reconnected twice ${result.reconnectedTwice} (target 0)`,
  );
  console.log(`reconnect histogram: ${result.histogram}`);
  process.exit(0);
}
