#!/usr/bin/env node
// Where a page server's CPU goes (issue 26 item 8, decision 1960): summarises a V8 `.cpuprofile` of the production
// server by where the code lives (Next.js's compiled runtime, each chunk of the app's server build, Node's internals,
// the garbage collector) and lists the busiest functions with the start of their minified source, which is how a chunk's
// function is recognised (an `Intl.NumberFormat` made per call, Emotion's serialiser, zod's parse…).
//
// Record one (a few hundred renders of one route, with a cookie so that none comes from `npm start`'s render cache):
//   cd apps/web && node --cpu-prof --cpu-prof-dir=/tmp/prof ../../node_modules/next/dist/bin/next start -p 3291 &
//   npx autocannon -c 4 -a 400 -H 'cookie: bench_visitor=1' http://localhost:3291/
//   kill -INT %1          # the profile is written when the server exits
//   node tools/bench/cpu-profile.mjs /tmp/prof/*.cpuprofile [--top 40]
// Samples are wall-clock: on a loaded machine the percentages, not the milliseconds, are what compare.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/bench/cpu-profile.mjs <file.cpuprofile> [--top <n>]');
  process.exit(1);
}
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) || 30 : 30;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
});

/** Where a frame's code lives: a package, a chunk of the server build, a Node internal, or V8 itself. */
function place(url) {
  if (!url) return '(V8: gc, idle, native)';
  const next = /node_modules\/next\/dist\/(compiled\/[^/]+|[^/]+\/[^/]+)/.exec(url);
  if (next) return `next: ${next[1]}`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const build = /\.next\/server\/(.*)$/.exec(url);
  if (build) return `server build: ${build[1]}`;
  return url.startsWith('node:') ? url : url.slice(-60);
}

const byPlace = new Map();
const byFunction = new Map();
for (const [id, time] of selfTime) {
  const frame = nodes.get(id).callFrame;
  const where = place(frame.url);
  byPlace.set(where, (byPlace.get(where) ?? 0) + time);
  const key = JSON.stringify([frame.functionName || '(anonymous)', frame.url, frame.lineNumber, frame.columnNumber]);
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
const share = (time) => `${(time / 1000).toFixed(0).padStart(7)} ms ${((100 * time) / total).toFixed(1).padStart(5)} %`;
const sources = new Map();
/** The first characters of a function's source, from the file the profile names (minified server chunks). */
function snippet(url, line, column) {
  if (!url.startsWith('file://')) return '';
  const path = url.slice('file://'.length);
  if (!sources.has(path)) {
    try {
      sources.set(path, readFileSync(path, 'utf8').split('\n'));
    } catch {
      sources.set(path, []);
    }
  }
  return (sources.get(path)[line] ?? '').slice(column, column + 110).replace(/\s+/g, ' ');
}

console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log('\nSelf time by where the code lives');
for (const [where, time] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(time)}  ${where}`);
console.log('\nBusiest functions (self time)');
for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  const [name, url, line, column] = JSON.parse(key);
  const code = snippet(url, line, column);
  console.log(`${share(time)}  ${name} ${place(url)}:${line}:${column}${code ? `  ${code}` : ''}`);
}
