#!/usr/bin/env node
// Message catalogs (libs/i18n):
//   node tools/scripts/i18n.mjs extract    formatjs extract → libs/i18n/src/catalogs/en.json (simple format: id → English);
//                                          drops translations whose id is gone from en.json
//   node tools/scripts/i18n.mjs compile    formatjs compile --ast of every catalog → libs/i18n/src/compiled/<locale>.json
//   node tools/scripts/i18n.mjs coverage [--min <locale>=<pct> ...]
//                                          per locale: translated / total, the missing and the untranslated ids;
//                                          exits 1 when a catalog locale (CATALOG_LOCALES, the locales served in
//                                          their own language, decision 1500) misses a message or keeps one in
//                                          English (identical to en.json with words left once placeholders and
//                                          the allow-list's terms are taken out; libs/i18n/untranslated-allow-list.json),
//                                          when the catalogs and CATALOG_LOCALES disagree, or when a locale given
//                                          with --min is below its percentage.
// Robust to an empty code base: no messages yield `{}` catalogs, never a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const catalogsDir = join(root, 'libs/i18n/src/catalogs');
const compiledDir = join(root, 'libs/i18n/src/compiled');
const enCatalog = join(catalogsDir, 'en.json');
const formatjs = join(root, 'node_modules/.bin/formatjs');

const messageLocaleFile = join(root, 'libs/i18n/src/lib/messages/message-locale.ts');
const allowListFile = join(root, 'libs/i18n/untranslated-allow-list.json');

/** Catalog locales that must always exist: CATALOG_LOCALES of libs/i18n/src/lib/messages/message-locale.ts (one list). */
function readCatalogLocales() {
  try {
    const match = /export const CATALOG_LOCALES = \[([^\]]*)\]/.exec(readFileSync(messageLocaleFile, 'utf8'));
    const list = match ? [...match[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]) : [];
    if (list.length > 0) return list;
  } catch {
    // fall through
  }
  console.error(`i18n: could not read CATALOG_LOCALES from ${messageLocaleFile.slice(root.length + 1)}`);
  process.exit(2);
}
const REQUIRED = readCatalogLocales();

const SOURCES = ['libs/**/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'];
const IGNORES = ['**/*.d.ts', '**/*.spec.*', '**/*.stories.*', '**/node_modules/**'];

function runFormatjs(args) {
  const r = spawnSync(formatjs, args, { cwd: root, encoding: 'utf8' });
  if (r.error) return { ok: false, output: String(r.error.message) };
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

function readJson(file) {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

const sorted = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function catalogLocales() {
  mkdirSync(catalogsDir, { recursive: true });
  const present = readdirSync(catalogsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
  return [...new Set([...REQUIRED, ...present])].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

function extract() {
  mkdirSync(catalogsDir, { recursive: true });
  const args = ['extract', ...SOURCES, ...IGNORES.flatMap((g) => ['--ignore', g])];
  args.push('--out-file', enCatalog, '--id-interpolation-pattern', '[sha512:contenthash:base64:6]', '--format', 'simple');
  const r = runFormatjs(args);
  if (!r.ok || !existsSync(enCatalog)) {
    // formatjs fails when no file matches: that just means no messages yet.
    if (r.output) console.warn(`formatjs extract: ${r.output.split('\n')[0]}`);
    writeJson(enCatalog, {});
  }
  const messages = sorted(readJson(enCatalog));
  writeJson(enCatalog, messages);
  console.log(`extract: ${Object.keys(messages).length} messages → ${enCatalog.slice(root.length + 1)}`);
  // Translations of ids that no longer exist are dropped (git keeps them), so catalogs never drift from en.json.
  for (const locale of catalogLocales().filter((l) => l !== 'en')) {
    const file = join(catalogsDir, `${locale}.json`);
    const catalog = existsSync(file) ? readJson(file) : {};
    const kept = sorted(Object.fromEntries(Object.entries(catalog).filter(([id]) => id in messages)));
    const dropped = Object.keys(catalog).length - Object.keys(kept).length;
    writeJson(file, kept);
    if (dropped > 0) console.log(`extract: dropped ${dropped} stale translation(s) from ${locale}.json`);
  }
  return 0;
}

function compile() {
  mkdirSync(compiledDir, { recursive: true });
  let failures = 0;
  for (const locale of catalogLocales()) {
    const source = join(catalogsDir, `${locale}.json`);
    const target = join(compiledDir, `${locale}.json`);
    if (!existsSync(source)) writeJson(source, {});
    if (Object.keys(readJson(source)).length === 0) {
      writeJson(target, {});
      console.log(`compile: ${locale} (empty)`);
      continue;
    }
    const r = runFormatjs(['compile', source, '--ast', '--format', 'simple', '--out-file', target]);
    if (!r.ok) {
      failures++;
      console.error(`compile: ${locale} FAILED\n${r.output}`);
      continue;
    }
    writeJson(target, sorted(readJson(target)));
    console.log(`compile: ${locale} → ${target.slice(root.length + 1)}`);
  }
  return failures === 0 ? 0 : 1;
}

function parseMins(args) {
  const mins = new Map();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = arg === '--min' ? args[++i] : arg.startsWith('--min=') ? arg.slice('--min='.length) : null;
    if (value === null) continue;
    const match = /^([a-z]{2}(?:-[a-z]+)?)=(\d+(?:\.\d+)?)$/i.exec(value ?? '');
    if (!match) {
      console.error(`coverage: ignoring malformed --min ${value ?? ''} (expected <locale>=<pct>)`);
      continue;
    }
    mins.set(match[1], Number(match[2]));
  }
  return mins;
}

/** The allow-list: `terms` (brands, tickers, abbreviations that stay as they are in every language) and `ids`
 * (per locale: message id → why the English text is also that language's text). */
function readAllowList() {
  const raw = readJson(allowListFile);
  const terms = Array.isArray(raw.terms) ? raw.terms.filter((t) => typeof t === 'string' && t.trim() !== '') : [];
  const ids = raw.ids && typeof raw.ids === 'object' ? raw.ids : {};
  return { terms: [...terms].sort((a, b) => b.length - a.length), ids };
}

let parseIcu = null;
try {
  ({ parse: parseIcu } = await import('@formatjs/icu-messageformat-parser'));
} catch {
  parseIcu = null;
}

/** The literal text of an ICU message (placeholders, plural and select syntax taken out; their branches kept). */
function literalText(message) {
  if (parseIcu) {
    try {
      const walk = (nodes) =>
        nodes
          .map((node) => {
            if (node.type === 0) return node.value;
            if (node.type === 5 || node.type === 6)
              return Object.values(node.options)
                .map((o) => walk(o.value))
                .join(' ');
            if (node.type === 8) return walk(node.children);
            return ' ';
          })
          .join('');
      return walk(parseIcu(message, { ignoreTag: false }));
    } catch {
      // a message formatjs cannot parse: compile reports it; judge the raw text
    }
  }
  return message.replace(/\{[^{}]*\}/g, ' ');
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an English text, left as it is in a catalog, still has words to translate. */
function hasWordsToTranslate(english, terms) {
  let text = ` ${literalText(english)} `;
  for (const term of terms) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  return /\p{L}/u.test(text);
}

function coverage(args) {
  const mins = parseMins(args);
  const allow = readAllowList();
  const en = readJson(enCatalog);
  const ids = Object.keys(en);
  const total = ids.length;
  let failed = false;
  console.log(`coverage: ${total} messages in en.json; catalog locales ${REQUIRED.join(', ')}`);
  for (const locale of catalogLocales()) {
    const required = REQUIRED.includes(locale);
    const catalog = locale === 'en' ? en : readJson(join(catalogsDir, `${locale}.json`));
    const has = (id) => typeof catalog[id] === 'string' && catalog[id].trim() !== '';
    const missing = ids.filter((id) => !has(id));
    const allowedIds = allow.ids[locale] && typeof allow.ids[locale] === 'object' ? allow.ids[locale] : {};
    const untranslated =
      locale === 'en'
        ? []
        : ids.filter((id) => has(id) && catalog[id] === en[id] && !(id in allowedIds) && hasWordsToTranslate(en[id], allow.terms));
    const stale = Object.keys(catalog).filter((id) => !(id in en));
    const translated = total - missing.length - untranslated.length;
    const pct = total === 0 ? 100 : (translated / total) * 100;
    const min = mins.get(locale);
    const below = min !== undefined && pct < min;
    const incomplete = required && (missing.length > 0 || untranslated.length > 0);
    if (below || incomplete) failed = true;
    const minText = min === undefined ? '' : ` (min ${min}%${below ? ', BELOW' : ''})`;
    const role = required ? '' : ' (draft: not in CATALOG_LOCALES, served as English, noindex)';
    console.log(`${locale.padEnd(6)} ${translated}/${total} ${pct.toFixed(1)}%${minText}${role}${incomplete ? ' INCOMPLETE' : ''}`);
    if (missing.length > 0) console.log(`       missing: ${missing.join(', ')}`);
    if (untranslated.length > 0)
      console.log(
        `       untranslated (same as English; translate, or allow-list in ${allowListFile.slice(root.length + 1)}): ${untranslated.join(', ')}`,
      );
    if (stale.length > 0) console.log(`       not in en.json: ${stale.join(', ')}`);
    const staleAllowed = Object.keys(allowedIds).filter((id) => !(id in en));
    if (staleAllowed.length > 0) console.log(`       allow-listed ids no longer in en.json: ${staleAllowed.join(', ')}`);
  }
  for (const locale of REQUIRED) {
    if (!existsSync(join(catalogsDir, `${locale}.json`))) {
      console.log(`${locale.padEnd(6)} in CATALOG_LOCALES but has no catalog file: FAILED`);
      failed = true;
    }
  }
  for (const locale of mins.keys()) {
    if (!catalogLocales().includes(locale)) {
      console.log(`${locale.padEnd(6)} no catalog (0%, min ${mins.get(locale)}%, BELOW)`);
      failed = true;
    }
  }
  if (failed) console.log('coverage: FAILED');
  return failed ? 1 : 0;
}

const [command, ...rest] = process.argv.slice(2);
const commands = { extract: () => extract(), compile: () => compile(), coverage: () => coverage(rest) };
if (!command || !(command in commands)) {
  console.error('usage: node tools/scripts/i18n.mjs <extract|compile|coverage> [--min <locale>=<pct>]');
  process.exit(2);
}
process.exit(commands[command]());
