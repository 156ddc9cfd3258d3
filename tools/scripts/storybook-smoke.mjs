#!/usr/bin/env node
// Storybook smoke test (decision 1700): run every story of a built Storybook in ONE page, switching stories through
// the preview's channel (`setCurrentStory`), let its play function run, and fail on a render error, a failed play
// function, an uncaught exception, a console error or a failed request.
// Between stories the page's cookies and storage are cleared (a fresh sandbox session, as a fresh page had); the
// shared preview gives every story a fresh SWR cache, Jotai store and overlay queue. Module state of a story's own code
// lives as long as the page: a story tagged `fresh-page` (state kept per page load by design, e.g. a fetch throttle)
// runs alone in a fresh page. A story that fails in the shared page runs again alone in a fresh page, and the report
// says so: only a failure there counts.
//
// Usage: node tools/scripts/storybook-smoke.mjs [--verbose] [--pages=N] [--only=<regex>] <project root | Storybook dir> [...]
//   a project root (libs/kyc) means its build, <root>/storybook-static (the build-storybook target's output);
//   --pages=N splits the stories over N pages (each its own browser context) run side by side (default 1);
//   --only=<regex> runs only the stories whose id matches (to debug one story or one file).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { root } from './lib/env.mjs';
import { serveStatic } from './lib/static-server.mjs';

const DONE = ['completed', 'finished', 'errored', 'aborted'];
const STORY_TIMEOUT_MS = 20000;
// Noise that is not the story's fault.
const IGNORED = [/Download the React DevTools/, /\[MSW\]/, /Failed to load resource/];
// Preview channel events that carry a story's failure (their payload goes into the report).
const FAILURE_EVENTS = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing'];

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const pages = Math.max(1, Number(args.find((a) => a.startsWith('--pages='))?.slice('--pages='.length) ?? 1) || 1);
const FRESH_PAGE_TAG = 'fresh-page';
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const targets = args.filter((a) => !a.startsWith('--'));
if (targets.length === 0) {
  console.error('usage: storybook-smoke.mjs [--verbose] <project root | storybook dir> [...]');
  process.exit(2);
}

function storybookDir(target) {
  const dir = resolve(root, target);
  return existsSync(join(dir, 'index.json')) ? dir : join(dir, 'storybook-static');
}

const storyUrl = (base, id) => `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

/** A page that records problems into whichever bucket is current, and the preview channel's failure events. */
async function openPage(context, serverUrl) {
  const page = await context.newPage();
  const state = { problems: [] };
  page.on('pageerror', (e) => state.problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico') && r.url().startsWith(serverUrl))
      state.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !IGNORED.some((re) => re.test(m.text()))) state.problems.push(`console.error: ${m.text().slice(0, 300)}`);
  });
  return { page, state };
}

/** Registers the channel listeners once per page load (the channel exists once the preview has started). */
const listen = (page) =>
  page.evaluate((events) => {
    const w = window;
    if (w.__smokeListening) return;
    w.__smokeListening = true;
    w.__smokeEvents = [];
    for (const name of events)
      w.__STORYBOOK_ADDONS_CHANNEL__.on(name, (...payload) => {
        const text = payload
          .map((p) => (typeof p === 'string' ? p : (p?.message ?? p?.description ?? p?.title ?? JSON.stringify(p))))
          .join(' ');
        w.__smokeEvents.push(`${name}: ${String(text).slice(0, 400)}`);
      });
  }, FAILURE_EVENTS);

/** Waits until the current render is this story's and has finished; returns its phase (or 'timeout'). */
const waitForPhase = (page, id) =>
  page
    .waitForFunction(
      ([storyId, done]) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (window.__smokeEvents?.some((e) => e.startsWith('storyMissing'))) return 'missing';
        return render && render.id === storyId && done.includes(render.phase) ? render.phase : false;
      },
      [id, DONE],
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then((h) => h.jsonValue())
    .catch(() => 'timeout');

/** The story's verdict once it has finished: its phase, the error display, the channel's failure events. */
async function verdict(page, state, phase) {
  const problems = [...state.problems];
  if (phase !== 'completed' && phase !== 'finished') problems.push(`story phase: ${phase}`);
  const { errorShown, events } = await page
    .evaluate(() => ({ errorShown: document.body.classList.contains('sb-show-errordisplay'), events: window.__smokeEvents ?? [] }))
    .catch((e) => ({ errorShown: false, events: [`page: ${e.message}`] }));
  problems.push(...events);
  if (errorShown) {
    const text = await page
      .locator('#error-message, #error-stack')
      .allInnerTexts()
      .catch(() => []);
    problems.push(`error display: ${text.join(' ').slice(0, 400)}`);
  }
  return problems;
}

/** A fresh start for the next story: no cookies (a new sandbox session), no storage, no recorded events, no scroll. */
async function resetBetweenStories(context, page, state) {
  await context.clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.__smokeEvents = [];
    // A fresh page starts at the top with nothing focused: pointer positions and focus order depend on it.
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // Chakra's zag.js keeps the input modality in module state and ignores a pointer move to the position it saw
    // last; user-event's pointer events all sit at (0, 0), so after one story's clicks the next story's menus would
    // never see the pointer. A move elsewhere (on the document, so no element reacts) resets that, as a fresh page.
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: -1, clientY: -1, pointerType: 'mouse' }));
  });
  state.problems = [];
}

const newContext = (browser) => browser.newContext({ viewport: { width: 1280, height: 800 } });
const ignore = () => undefined;

/** One story alone in a fresh page of a fresh context (the old way, with nothing inherited from other stories). */
async function runAlone(browser, serverUrl, id) {
  const context = await newContext(browser);
  try {
    const { page, state } = await openPage(context, serverUrl);
    await page.goto(storyUrl(serverUrl, id));
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__), null, { timeout: STORY_TIMEOUT_MS }).catch(ignore);
    await listen(page).catch(ignore);
    return await verdict(page, state, await waitForPhase(page, id));
  } finally {
    await context.close();
  }
}

/** Runs `entries` one after the other in one shared page of its own browser context. */
async function runShard(browser, serverUrl, entries, results) {
  const context = await newContext(browser);
  let shared = null;
  try {
    for (const entry of entries) {
      const started = Date.now();
      let problems;
      let note = '';
      if (entry.tags?.includes(FRESH_PAGE_TAG)) {
        problems = await runAlone(browser, serverUrl, entry.id);
        note = ` (tagged ${FRESH_PAGE_TAG}: alone in a fresh page)`;
      } else {
        if (!shared) {
          // The first story (and the first after a failure) loads the page with its URL; the others switch.
          shared = await openPage(context, serverUrl);
          await shared.page.goto(storyUrl(serverUrl, entry.id));
          await shared.page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__), null, { timeout: STORY_TIMEOUT_MS });
          await listen(shared.page);
        } else {
          await resetBetweenStories(context, shared.page, shared.state);
          await shared.page.evaluate(
            (storyId) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }),
            entry.id,
          );
        }
        problems = await verdict(shared.page, shared.state, await waitForPhase(shared.page, entry.id));
        if (problems.length) {
          // The shared page may be the cause (state left by an earlier story): start a new one for the next story,
          // and judge this story alone in a fresh page, as it was judged before.
          await shared.page.close();
          shared = null;
          const inShared = problems;
          problems = await runAlone(browser, serverUrl, entry.id);
          if (!problems.length)
            note = ` (failed in the shared page, passed alone in a fresh page; shared page: ${inShared.join('; ').replace(/\s+/g, ' ').slice(0, 300)})`;
        }
      }
      results.push({ id: entry.id, problems, note, ms: Date.now() - started });
      if (verbose || problems.length || note)
        console.log(
          `  ${problems.length ? 'FAIL' : 'ok  '} ${entry.id}${note}${problems.length ? `\n        ${problems.join('\n        ')}` : ''}`,
        );
    }
  } finally {
    await shared?.page.close();
    await context.close();
  }
}

async function smoke(target, browser) {
  const dir = storybookDir(target);
  const name = basename(dir) === 'storybook-static' ? basename(resolve(dir, '..')) : basename(dir);
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) throw new Error(`${name}: no built Storybook at ${dir} (run build-storybook first)`);
  const entries = Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries).filter(
    (e) => e.type === 'story' && (!only || new RegExp(only).test(e.id)),
  );
  if (entries.length === 0) throw new Error(`${name}: the Storybook has no stories`);
  const started = Date.now();
  const server = await serveStatic(dir);
  const results = [];
  try {
    // Contiguous slices, so stories of one file stay together (their chunks load once per page).
    const size = Math.ceil(entries.length / pages);
    const shards = Array.from({ length: pages }, (_, i) => entries.slice(i * size, (i + 1) * size)).filter((s) => s.length);
    await Promise.all(shards.map((shard) => runShard(browser, server.url, shard, results)));
  } finally {
    await server.close();
  }
  const failures = results.filter((r) => r.problems.length);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (verbose) {
    const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(`  slowest: ${slowest.map((r) => `${r.id} ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`);
  }
  console.log(
    `Storybook ${name}: ${entries.length} stories, ${entries.length - failures.length} passed, ${failures.length} failed (${seconds} s, ${shards(pages)})`,
  );
  return { total: entries.length, failures };
}

const shards = (n) => (n === 1 ? 'one page' : `${n} pages`);

const browser = await launchChromium([], { shell: true });
let passed = 0;
let failed = 0;
try {
  for (const target of targets) {
    try {
      const r = await smoke(target, browser);
      failed += r.failures.length;
      passed += r.total - r.failures.length;
    } catch (e) {
      console.error(e.message);
      failed += 1;
    }
  }
} finally {
  await browser.close();
}
console.log(`stories: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
