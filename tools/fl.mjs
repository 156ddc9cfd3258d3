// first-load chunks of a route with gzip sizes and tags
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const base = process.argv[2]; const routes = process.argv.slice(3);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of routes) {
  const ctx = await b.newContext(); const p = await ctx.newPage();
  const r = await p.goto(base + route, { waitUntil: 'load' });
  const html = await r.text();
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => decodeURIComponent(new URL(m[1].replace(/&amp;/g, '&'), base).pathname));
  let tot = 0; const rows = [];
  for (const s of srcs) {
    if (!s.startsWith('/_next/')) continue;
    const buf = readFileSync('/work/main/apps/web/.next/' + s.slice(7)); const gz = gzipSync(buf).length; tot += gz;
    const t = buf.toString();
    const tags = ['zod:$ZodType', 'chakra:chakra-', 'endpoints:kycStatus', 'intl:IntlMessageFormat', 'swr:SWRConfig', 'jotai:jotai', 'emotion:emotion', 'echarts:echarts', 'react-dom:react-dom'].filter((x) => t.includes(x.split(':')[1])).map((x) => x.split(':')[0]);
    rows.push([(gz / 1024).toFixed(1), s.split('/').pop().slice(0, 50), tags.join(',')]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(route, (tot / 1024).toFixed(1), 'KB', srcs.length, 'scripts');
  for (const row of rows) console.log('  ', row.join('  '));
  await ctx.close();
}
await b.close();
