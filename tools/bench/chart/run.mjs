#!/usr/bin/env node
// Chart benchmark (issue 4): renders the chart in headless Chromium with 1k/10k/100k/1M seeded
// random-walk candles (1280×720, 200-candle starting window, VOL + MACD) and prints medians over fresh
// pages. Usage: node tools/bench/chart/run.mjs [--quick] [--runs N] [--sizes 1000,10000] [--engine] [--profile DIR [--trace]] [--screenshot DIR]
// --profile DIR: one extra page per size with the CPU profiler on during pan/zoom and live updates (names kept);
// writes DIR/<phase>-<n>.cpuprofile (open in Chrome DevTools) and prints the top functions by self time;
// with --trace, a Chrome trace instead (DIR/<phase>-<n>.trace.json) and main-thread time by event name.
// --screenshot DIR: saves DIR/chart-<n>.png after the first render, chart-<n>-ticks.png after the live ticks, and
// chart-<n>-burst.png in a burst of new candles drawn by the live layer next to chart-<n>-burst-redrawn.png, the
// same window re-rendered by echarts (the two should look the same).
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from '../../scripts/lib/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = flag('--quick');
const runs = option('--profile') ? 1 : Number(option('--runs') ?? (quick ? 1 : 5));
const sizes = (option('--sizes') ?? (quick ? '1000,10000,100000' : '1000,10000,100000,1000000')).split(',').map(Number);
const entry = join(here, flag('--engine') ? 'engine-page.ts' : 'page.tsx');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const profileDir = option('--profile');
const shotDir = option('--screenshot');
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
await build({
  ...common,
  outfile: join(out, 'page.js'),
  ...(profileDir ? { minify: false, minifyWhitespace: true, minifySyntax: true } : {}),
});
// The chart's own JavaScript: the same bundle with what the app already ships on every page left out (React,
// Chakra, react-intl, Jotai, and the API client with zod, which the exchange datafeed uses).
const shared = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@chakra-ui/*',
  '@emotion/*',
  'react-intl',
  '@formatjs/*',
  'intl-messageformat',
  'jotai',
  'jotai/*',
  '@exchange/api',
  'zod',
  'zod/*',
];
const sizeBuild = await build({ ...common, outfile: join(out, 'chart-only.js'), external: shared, metafile: true });
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const chartOnly = gz(join(out, 'chart-only.js'));
const pageGz = gz(join(out, 'page.js'));
const echartsBytes = Object.entries(sizeBuild.metafile.outputs[Object.keys(sizeBuild.metafile.outputs)[0]].inputs)
  .filter(([p]) => /node_modules\/(echarts|zrender|tslib)\//.test(p))
  .reduce((a, [, v]) => a + v.bytesInOutput, 0);
writeFileSync(
  join(out, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#0b0e11}#chart{width:1280px;height:720px}</style></head><body><div id="chart"></div><script type="module" src="/page.js"></script></body></html>',
);

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
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Frame intervals longer than 1.5 vsync periods: frames that missed at least one vsync. */
const missed = (xs, period) => xs.filter((x) => x > 1.5 * period).length;
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
/** Top functions by self time of a CDP CPU profile (idle, GC and program time included as such). */
function topSelf(profile, limit = 25) {
  const self = new Map();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = dt.reduce((a, b) => a + b, 0) / 1000;
  // timeDeltas[i] is the time before sample i: the time a sample stands for is the delta after it.
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const cf = node.callFrame;
    const file = cf.url ? cf.url.replace(/^.*\//, '') : '';
    const key = `${cf.functionName || '(anonymous)'} ${file}:${cf.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  return { total, top: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit) };
}
/** Main-thread time per trace event name (top-level tasks' children), from a Chrome trace. */
function traceSummary(events, limit = 20) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const own = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const sum = new Map();
  for (const e of own) {
    const [d, t] = sum.get(e.name) ?? [0, 0];
    sum.set(e.name, [d + e.dur / 1000, t + (e.tdur ?? 0) / 1000]);
  }
  return [...sum.entries()].sort((a, b) => b[1][0] - a[1][0]).slice(0, limit);
}
async function traced(cdp, name, fn) {
  const events = [];
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,gpu,toplevel',
    transferMode: 'ReportEvents',
  });
  const result = await fn();
  await cdp.send('Tracing.end');
  await done;
  mkdirSync(profileDir, { recursive: true });
  writeFileSync(join(profileDir, `${name}.trace.json`), JSON.stringify(events));
  process.stderr.write(
    `\n--- ${name}: main-thread wall / CPU time by trace event (nested events overlap)\n${traceSummary(events)
      .map(([k, [d, t]]) => `${d.toFixed(1).padStart(8)} ms ${t.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n')}\n`,
  );
  return result;
}
async function profiled(cdp, name, fn) {
  if (!profileDir) return fn();
  if (flag('--trace')) return traced(cdp, name, fn);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await fn();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(profileDir, { recursive: true });
  writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  const { total, top } = topSelf(profile);
  process.stderr.write(
    `\n--- ${name}: ${total.toFixed(0)} ms sampled, top self time\n${top.map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n')}\n`,
  );
  return result;
}
/** Main-thread busy time (TaskDuration: wall time of its tasks) and its CPU time (ThreadTime), in ms. */
const busyMs = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return { task: get('TaskDuration'), cpu: get('ThreadTime') };
};
const minus = (a, b) => ({ task: a.task - b.task, cpu: a.cpu - b.cpu });

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
  if (shotDir) {
    mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: join(shotDir, `chart-${n}.png`) });
  }
  const heapBefore = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const t0 = await busyMs(cdp);
  const intervals = await profiled(cdp, `pan-${n}`, () => page.evaluate((s) => window.__bench.panZoom(s), PAN_STEPS));
  const pan = minus(await busyMs(cdp), t0);
  const live = async (kind) => {
    const before = await busyMs(cdp);
    const {
      frames,
      intervals: liveIntervals,
      renders,
    } = await profiled(cdp, `live-${kind}-${n}`, () => page.evaluate(([u, k]) => window.__bench.live(u, k), [LIVE_UPDATES, kind]));
    return { busy: minus(await busyMs(cdp), before), frames, intervals: liveIntervals, renders };
  };
  const idle = await live('idle');
  const tick = await live('tick');
  if (shotDir) await page.screenshot({ path: join(shotDir, `chart-${n}-ticks.png`) });
  const bar = await live('bar');
  if (shotDir) {
    // 30 new candles (the window jumps once, then the live layer draws the rest), shot before the window settles.
    const { viewport } = await page.evaluate(() => window.__bench.live(30, 'bar', 0));
    await page.screenshot({ path: join(shotDir, `chart-${n}-burst.png`) });
    await page.evaluate((v) => window.__bench.redraw(v), viewport);
    await page.screenshot({ path: join(shotDir, `chart-${n}-burst-redrawn.png`) });
  }
  await context.close();
  if (errors.length) throw new Error(errors.join('\n'));
  return {
    firstRender,
    heapMb: (heap.usedSize + (heap.backingStorageSize ?? 0)) / 2 ** 20,
    heapJsMb: heap.usedSize / 2 ** 20,
    heapNoGcMb: (heapBefore.usedSize + (heapBefore.backingStorageSize ?? 0)) / 2 ** 20,
    panBusy: pan.task / PAN_STEPS,
    panCpu: pan.cpu / PAN_STEPS,
    panP95: p95(intervals),
    // rAF timestamps jitter by ±0.1 ms around the vsync period, so p95 alone cannot tell 16.8 ms (on time) from a
    // frame that missed its vsync: count the intervals over 1.5× the median interval of the idle phase (one vsync).
    vsyncMs: median(idle.intervals),
    panMissed: missed(intervals, median(idle.intervals)),
    liveBarMissed: missed(bar.intervals, median(idle.intervals)),
    idleFrame: idle.busy.task / idle.frames,
    // About as many frames pass in every kind (updates plus the settling wait): the idle run, scaled to the
    // frame count, is the baseline.
    liveTick: Math.max(0, tick.busy.task - idle.busy.task * (tick.frames / idle.frames)) / LIVE_UPDATES,
    liveBar: Math.max(0, bar.busy.task - idle.busy.task * (bar.frames / idle.frames)) / LIVE_UPDATES,
    liveTickCpu: Math.max(0, tick.busy.cpu - idle.busy.cpu * (tick.frames / idle.frames)) / LIVE_UPDATES,
    liveBarCpu: Math.max(0, bar.busy.cpu - idle.busy.cpu * (bar.frames / idle.frames)) / LIVE_UPDATES,
    liveBarP95: p95(bar.intervals),
    liveBarMax: Math.max(...bar.intervals),
    // echarts renders (data/full) among the engine's renders while the new candles arrived.
    liveBarEcharts: (bar.renders.data ?? 0) + (bar.renders.full ?? 0),
  };
}

const rows = [];
try {
  for (const n of sizes) {
    const results = [];
    for (let r = 0; r < runs; r++) results.push(await measure(n));
    const m = (k) => median(results.map((x) => x[k]));
    rows.push({
      n,
      firstRender: m('firstRender'),
      heapMb: m('heapMb'),
      heapJsMb: m('heapJsMb'),
      heapNoGcMb: m('heapNoGcMb'),
      panBusy: m('panBusy'),
      panCpu: m('panCpu'),
      liveTickCpu: m('liveTickCpu'),
      liveBarCpu: m('liveBarCpu'),
      panP95: m('panP95'),
      panMissed: m('panMissed'),
      vsyncMs: m('vsyncMs'),
      liveBarMissed: m('liveBarMissed'),
      idleFrame: m('idleFrame'),
      liveTick: m('liveTick'),
      liveBar: m('liveBar'),
      liveBarP95: m('liveBarP95'),
      liveBarMax: m('liveBarMax'),
      liveBarEcharts: m('liveBarEcharts'),
    });
    process.stderr.write(`measured ${n.toLocaleString('en-US')} candles\n`);
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}

const f = (v, d = 1) => v.toFixed(d);
console.log(
  `\nChart benchmark — median of ${runs} fresh page${runs > 1 ? 's' : ''}, 1280×720, 200-candle window, VOL + MACD, Chromium ${browser.version()}\n`,
);
console.log(
  `| candles | first render | heap after GC (JS + array buffers) | heap before GC | pan/zoom busy per step | pan/zoom p95 frame | pan/zoom frames missing a vsync (of ${PAN_STEPS}) | live tick (last candle) | live new candle |`,
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.n.toLocaleString('en-US')} | ${f(r.firstRender)} ms | ${f(r.heapMb)} MB (JS ${f(r.heapJsMb)}) | ${f(r.heapNoGcMb)} MB | ${f(r.panBusy, 2)} ms | ${f(r.panP95)} ms | ${r.panMissed} | ${f(r.liveTick, 2)} ms | ${f(r.liveBar, 2)} ms |`,
  );
}
console.log(
  `\nThe same busy figures as main-thread CPU time (CDP ThreadTime; on a loaded machine TaskDuration also counts time the thread waited for a core): ${rows
    .map(
      (r) =>
        `${r.n.toLocaleString('en-US')}: pan/zoom ${f(r.panCpu, 2)} ms, live tick ${f(r.liveTickCpu, 2)} ms, new candle ${f(r.liveBarCpu, 2)} ms`,
    )
    .join('; ')}.`,
);
console.log(
  `\nLive figures are main-thread busy time per update (CDP TaskDuration over ${LIVE_UPDATES} updates, one per frame, and a 500 ms wait after them that catches deferred work) minus the idle-frame baseline (median ${f(median(rows.map((r) => r.idleFrame)), 2)} ms per frame).`,
);
console.log(
  `While ${LIVE_UPDATES} new candles arrive — frame interval p95 / worst, frames missing a vsync, and echarts renders: ${rows.map((r) => `${r.n.toLocaleString('en-US')}: ${f(r.liveBarP95)} / ${f(r.liveBarMax)} ms, ${r.liveBarMissed} missed, ${r.liveBarEcharts} renders`).join('; ')}.`,
);
console.log(
  `A frame misses a vsync when its interval exceeds 1.5× the median frame interval while idle (${rows.map((r) => `${f(r.vsyncMs, 2)} ms`).join(' / ')}); medians over the runs.`,
);
console.log(
  `\nGzipped JS: chart (library + echarts parts, without React/Chakra/react-intl/Jotai/@exchange/api/zod) ${kb(chartOnly)}; echarts+zrender ${kb(echartsBytes)} minified (before gzip); whole bench page ${kb(pageGz)}`,
);
