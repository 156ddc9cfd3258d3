#!/usr/bin/env node
// Does a partially prerendered page (Next 16 `cacheComponents`) run under the app's nonce policy? (decision 1960,
// issue 26 item 8.) Builds this folder's page, serves it with `next start`, loads it in headless Chromium and prints
// which of the HTML's scripts carry the answer's nonce, the CSP violations and whether Next's runtime started.
// Usage: node tools/bench/static-shell/check.mjs [--port 3204] [--skip-build]
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/lib/browser.mjs';
import { env, root, run } from '../../scripts/lib/env.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const i = process.argv.indexOf('--port');
const port = i > 0 ? Number(process.argv[i + 1]) : 3204;
const next = join(root, 'node_modules/.bin/next');
if (!process.argv.includes('--skip-build') && !run(next, ['build', dir]).ok) process.exit(1);
const server = spawn(next, ['start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' });
const url = `http://localhost:${port}/`;
try {
  let response;
  for (let t = 0; t < 60 && !response; t++) {
    response = await fetch(url).catch(() => new Promise((r) => setTimeout(() => r(undefined), 500)));
  }
  if (!response) throw new Error(`no answer from ${url}`);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const withNonce = scripts.filter((tag) => tag.includes(`nonce="${nonce}"`)).length;
  console.log(`HTML scripts: ${scripts.length}, with the answer's nonce: ${withNonce}, without: ${scripts.length - withNonce}`);
  const browser = await launchChromium();
  const page = await browser.newPage();
  const violations = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) violations.push(m.text().slice(0, 120));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const started = await page.evaluate(() => typeof window.next === 'object');
  console.log(`Chromium: ${violations.length} CSP violations; Next's runtime ${started ? 'started' : 'did not start (no hydration)'}`);
  for (const v of violations.slice(0, 3)) console.log(`  ${v}`);
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
