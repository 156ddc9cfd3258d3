#!/usr/bin/env node
// `npm run audit:fonts` (decision 1730): what the app's own fonts cost and whether they hold, per page and locale, on
// a production build already running on --port (`npx nx run web:build`, then `next start -p <port>` in apps/web).
// For each page it prints
// - the font files the browser fetched (count and bytes, as sent), and which of them were preloaded;
// - the layout shift of the load (CLS: every layout-shift entry without recent input, until 1.5 s after the last face loaded),
//   and the part of it the font swap caused: the font files are held until --delay ms (default 5000) after the HTML,
//   when the page has settled with its fallback faces (its calls answered, the home banners in), then let through;
//   every shift from then on is the swap's;
// - preloads the page did not use (Chromium's console warning);
// - every font the text was drawn with that is not one of our web fonts (CDP `CSS.getPlatformFontsForNode`): with
//   --isolated the browser gets the visual suite's fontconfig (apps/web-e2e/fonts/fonts.conf, Inter only), so a
//   system font here is a character none of our faces has (tofu or Inter's own glyph for it).
// Options: --port <n> (default 3732), --pages /,/login (paths), --locales en,ar,zh,ja,th, --isolated, --json <file>.
// Exits 1 when the font swap's shift is >= 0.1 (or 0.01 with --strict), a preload went unused, or (with --isolated)
// text fell back to a system font. The whole load's CLS is printed, not judged (other causes are not this audit's).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { root } from './lib/env.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', '3732'));
const pages = arg('pages', '/').split(',');
const locales = arg('locales', 'en,ar,zh,ja,th').split(',');
const isolated = process.argv.includes('--isolated');
const jsonOut = arg('json', '');
const delay = Number(arg('delay', '5000'));
const limit = process.argv.includes('--strict') ? 0.01 : 0.1;

if (isolated) process.env.FONTCONFIG_FILE = process.env.FONTCONFIG_FILE ?? join(root, 'apps/web-e2e/fonts/fonts.conf');
const browser = await launchChromium(['--font-render-hinting=none']);
const QUIET = [
  { name: 'exp_new_user_popup', value: '0' },
  { name: 'compliance_region_stay', value: 'main:main' },
];

const localized = (locale, path) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

async function measure(path, locale) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addCookies(QUIET.map((c) => ({ ...c, url: `http://localhost:${port}` })));
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push([entry.startTime, entry.value]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The font files are held until the page has settled with its fallback faces, then let through: the shifts from
  // then on are the swap's.
  let release = () => undefined;
  const released = new Promise((done) => (release = done));
  if (delay > 0) {
    await page.route('**/*.woff2', async (route) => {
      await released;
      await route.continue();
    });
  }
  const fonts = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/\.woff2$/.test(url.pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fonts.set(url.pathname, body.length);
  });
  const warnings = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) warnings.push(message.text());
  });
  const url = `http://localhost:${port}${localized(locale, path)}`;
  const clsNow = () => page.evaluate(() => window.__shifts.reduce((sum, [, v]) => sum + v, 0));
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.waitForTimeout(delay);
  const beforeSwap = await clsNow();
  release();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A settle after the last face (the trade pages keep their candle stream open: the network is never idle).
  await page.waitForTimeout(delay > 0 ? 1500 : 4000);
  const cls = await clsNow();
  const fontCls = delay > 0 ? cls - beforeSwap : 0;
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => new URL(l.href).pathname),
  );

  // Which fonts drew the text: every element's own text, through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
  const systemFonts = new Map();
  const used = new Map();
  const walk = async (node) => {
    if (node.nodeType === 1 && (node.children ?? []).some((c) => c.nodeType === 3 && c.nodeValue.trim())) {
      const { fonts: platform } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId }).catch(() => ({ fonts: [] }));
      for (const f of platform) {
        used.set(f.familyName, (used.get(f.familyName) ?? 0) + f.glyphCount);
        if (!f.isCustomFont) {
          const text = node.children
            .filter((c) => c.nodeType === 3)
            .map((c) => c.nodeValue.trim())
            .join(' ');
          systemFonts.set(`${f.familyName}: ${text.slice(0, 60)}`, f.glyphCount);
        }
      }
    }
    for (const child of node.children ?? []) await walk(child);
  };
  await walk(doc);
  await context.close();
  const bytes = [...fonts.values()].reduce((a, b) => a + b, 0);
  return {
    path: localized(locale, path),
    files: fonts.size,
    bytes,
    fonts: Object.fromEntries(fonts),
    preloaded,
    cls,
    fontCls,
    warnings,
    used: Object.fromEntries(used),
    systemFonts: Object.fromEntries(systemFonts),
  };
}

const results = [];
let failed = false;
for (const path of pages) {
  for (const locale of locales) {
    const r = await measure(path, locale);
    results.push(r);
    const bad = r.fontCls >= limit || r.warnings.length > 0 || (isolated && Object.keys(r.systemFonts).length > 0);
    failed ||= bad;
    console.log(
      `${bad ? '✗' : '✓'} ${r.path.padEnd(16)} fonts ${String(r.files).padStart(3)} files ${(r.bytes / 1024).toFixed(1).padStart(7)} KB` +
        `  preloaded ${r.preloaded.length}  CLS ${r.cls.toFixed(4)} (font swap ${r.fontCls.toFixed(4)})  faces ${Object.keys(r.used).join(', ')}`,
    );
    for (const w of r.warnings) console.log(`    unused preload: ${w}`);
    for (const [k, n] of Object.entries(r.systemFonts)) console.log(`    system font (${n} glyphs) ${k}`);
  }
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
await browser.close();
process.exit(failed ? 1 : 0);
