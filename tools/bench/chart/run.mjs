#!/usr/bin/env node
// Chart benchmark (issue 4): renders the chart in headless Chromium with 1k/10k/100k/1M seeded
// random-walk candles (1280×720, 200-candle starting window, VOL + MACD) and prints medians over fresh
// pages. Usage: node tools/bench/chart/run.mjs [--quick] [--runs N] [--sizes 1000,10000] [--engine]
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('--quick');
const runs = Number(option('--runs') ?? (quick ? 1 : 5));
const sizes = (option('--sizes') ?? (quick ? '1000,10000,100000' : '1000,10000,100000,1000000')).split(',').map(Number);
const entry = join(here, flag('--engine') ? 'engine-page.ts' : 'page.tsx');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAN_STEPS = 60;
const LIVE_UPDATES = 100;

// ---- bundle ------------------------------------------------------------------------------------
const out = mkdtempSync(join(tmpdir(), 'bench-chart-'));
const common = {
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  tsconfig: join(root, 'tsconfig.base.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  logLevel: 'error',
  legalComments: 'none',
};
await build({ ...common, outfile: join(out, 'page.js') });
// The chart's own JavaScript: the same bundle with what the app already ships (React, Chakra, react-intl) left out.
const shared = ['react', 'react/*', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*', 'react-intl', '@formatjs/*', 'intl-messageformat', 'jotai', 'jotai/*'];
const sizeBuild = await build({ ...common, outfile: join(out, 'chart-only.js'), external: shared, metafile: true });
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const chartOnly = gz(join(out, 'chart-only.js'));
const pageGz = gz(join(out, 'page.js'));
const echartsBytes = Object.entries(sizeBuild.metafile.outputs[Object.keys(sizeBuild.metafile.outputs)[0]].inputs)
  .filter(([p]) => /node_modules\/(echarts|zrender|tslib)\//.test(p))
  .reduce((a, [, v]) => a + v.bytesInOutput, 0);
writeFileSync(join(out, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#0b0e11}#chart{width:1280px;height:720px}</style></head><body><div id="chart"></div><script type="module" src="/page.js"></script></body></html>');

// ---- serve -------------------------------------------------------------------------------------
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = path === '/' ? 'index.html' : path.slice(1);
  try {
    const body = readFileSync(join(out, file));
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

// ---- measure -----------------------------------------------------------------------------------
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--expose-gc'],
});
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const taskMs = async (cdp) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;

async function measure(n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}?n=${n}`);
  await page.waitForFunction(() => window.__bench?.ready === true, null, { timeout: 120_000 });
  const firstRender = await page.evaluate(() => window.__bench.render());
  const heapBefore = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const t0 = await taskMs(cdp);
  const intervals = await page.evaluate((s) => window.__bench.panZoom(s), PAN_STEPS);
  const t1 = await taskMs(cdp);
  const live = async (kind) => {
    const before = await taskMs(cdp);
    await page.evaluate(([u, k]) => window.__bench.live(u, k), [LIVE_UPDATES, kind]);
    return (await taskMs(cdp)) - before;
  };
  const idle = await live('idle');
  const tick = await live('tick');
  const bar = await live('bar');
  await context.close();
  if (errors.length) throw new Error(errors.join('\n'));
  return {
    firstRender,
    heapMb: (heap.usedSize + (heap.backingStorageSize ?? 0)) / 2 ** 20,
    heapJsMb: heap.usedSize / 2 ** 20,
    heapNoGcMb: (heapBefore.usedSize + (heapBefore.backingStorageSize ?? 0)) / 2 ** 20,
    panBusy: (t1 - t0) / PAN_STEPS,
    panP95: p95(intervals),
    idleFrame: idle / (LIVE_UPDATES + 3),
    liveTick: Math.max(0, tick - idle) / LIVE_UPDATES,
    liveBar: Math.max(0, bar - idle) / LIVE_UPDATES,
  };
}

const rows = [];
try {
  for (const n of sizes) {
    const results = [];
    for (let r = 0; r < runs; r++) results.push(await measure(n));
    const m = (k) => median(results.map((x) => x[k]));
    rows.push({ n, firstRender: m('firstRender'), heapMb: m('heapMb'), heapJsMb: m('heapJsMb'), heapNoGcMb: m('heapNoGcMb'), panBusy: m('panBusy'), panP95: m('panP95'), idleFrame: m('idleFrame'), liveTick: m('liveTick'), liveBar: m('liveBar') });
    process.stderr.write(`measured ${n.toLocaleString('en-US')} candles\n`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}

const f = (v, d = 1) => v.toFixed(d);
console.log(`\nChart benchmark — median of ${runs} fresh page${runs > 1 ? 's' : ''}, 1280×720, 200-candle window, VOL + MACD, Chromium ${browser.version()}\n`);
console.log('| candles | first render | heap after GC (JS + array buffers) | heap before GC | pan/zoom busy per step | pan/zoom p95 frame | live tick (last candle) | live new candle |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.n.toLocaleString('en-US')} | ${f(r.firstRender)} ms | ${f(r.heapMb)} MB (JS ${f(r.heapJsMb)}) | ${f(r.heapNoGcMb)} MB | ${f(r.panBusy, 2)} ms | ${f(r.panP95)} ms | ${f(r.liveTick, 2)} ms | ${f(r.liveBar, 2)} ms |`);
}
console.log(`\nLive figures are main-thread busy time per update (CDP TaskDuration over ${LIVE_UPDATES} updates, one per frame) minus the idle-frame baseline (median ${f(median(rows.map((r) => r.idleFrame)), 2)} ms per frame).`);
console.log(`\nGzipped JS: chart (library + echarts parts, without React/Chakra/react-intl) ${kb(chartOnly)}; echarts+zrender ${kb(echartsBytes)} minified (before gzip); whole bench page ${kb(pageGz)}`);
