#!/usr/bin/env node
// Storybook smoke test: open every story of a built Storybook in headless chromium, let its play function
// run, and fail on a render error, a failed play function, an uncaught exception or a console error.
// Usage: node tools/scripts/storybook-smoke.mjs <project> [<project> ...]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { root } from './lib/env.mjs';
import { serveStatic } from './lib/static-server.mjs';

const DONE = ['completed', 'finished', 'played', 'errored', 'aborted'];
const STORY_TIMEOUT_MS = 20000;
// Noise that is not the story's fault.
const IGNORED = [/Download the React DevTools/, /\[MSW\]/, /Failed to load resource/];

async function smoke(project, browser) {
  const dir = join(root, 'dist/storybook', project);
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`${project}: no built Storybook at ${dir} (run build-storybook first)`);
  const entries = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries).filter((e) => e.type === 'story');
  if (entries.length === 0) throw new Error(`${project}: the Storybook has no stories`);
  const server = await serveStatic(dir);
  const failures = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    for (const entry of entries) {
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().endsWith('/favicon.ico') && r.url().startsWith(server.url))
          problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      page.on('console', (m) => {
        if (m.type() === 'error' && !IGNORED.some((re) => re.test(m.text()))) problems.push(`console.error: ${m.text().slice(0, 300)}`);
      });
      await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
      const phase = await page
        .waitForFunction(
          (done) => {
            const render = window.__STORYBOOK_PREVIEW__?.currentRender;
            return render && done.includes(render.phase) ? render.phase : false;
          },
          DONE,
          { timeout: STORY_TIMEOUT_MS },
        )
        .then((h) => h.jsonValue())
        .catch(() => 'timeout');
      const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
      if (phase === 'errored' || phase === 'aborted' || phase === 'timeout') problems.push(`story phase: ${phase}`);
      if (errorShown) {
        const text = await page
          .locator('#error-message, #error-stack')
          .allInnerTexts()
          .catch(() => []);
        problems.push(`error display: ${text.join(' ').slice(0, 400)}`);
      }
      if (problems.length) failures.push({ id: entry.id, problems });
      console.log(`  ${problems.length ? 'FAIL' : 'ok  '} ${entry.id}${problems.length ? `\n        ${problems.join('\n        ')}` : ''}`);
      await page.close();
    }
    await context.close();
  } finally {
    await server.close();
  }
  return { project, total: entries.length, failures };
}

const projects = process.argv.slice(2);
if (projects.length === 0) {
  console.error('usage: storybook-smoke.mjs <project> [...]');
  process.exit(2);
}
const browser = await launchChromium();
let passed = 0;
let failed = 0;
try {
  for (const project of projects) {
    console.log(`Storybook smoke: ${project}`);
    const r = await smoke(project, browser);
    failed += r.failures.length;
    passed += r.total - r.failures.length;
  }
} catch (e) {
  console.error(e.message);
  failed += 1;
} finally {
  await browser.close();
}
console.log(`stories: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
