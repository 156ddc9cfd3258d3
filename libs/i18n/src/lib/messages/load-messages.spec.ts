import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMessages, toMessages } from './load-messages';
import { CATALOG_LOCALES } from './message-locale';

const src = join(__dirname, '../..');
const readCatalog = (dir: string, locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(src, dir, `${locale}.json`), 'utf8'));

describe('catalog files', () => {
  it.each(CATALOG_LOCALES.map((l) => [l]))('%s has a source catalog and a compiled one with the same ids', (locale) => {
    expect(existsSync(join(src, 'catalogs', `${locale}.json`))).toBe(true);
    expect(Object.keys(readCatalog('compiled', locale)).sort()).toEqual(Object.keys(readCatalog('catalogs', locale)).sort());
  });

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en').map((l) => [l]))('%s has no id that English lacks', (locale) => {
    const en = readCatalog('catalogs', 'en');
    expect(Object.keys(readCatalog('catalogs', locale)).filter((id) => !(id in en))).toEqual([]);
  });
});

describe('loadMessages', () => {
  const english = readCatalog('compiled', 'en');

  it('English is the compiled en catalog', async () => {
    expect(await loadMessages('en')).toEqual(english);
  });

  it.each([['zh'], ['ar-dubai'], ['tw'], ['ja-jp'], ['xx']])('%s has every English id (missing keys fall back)', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('a translated catalog overrides English', async () => {
    const zh = readCatalog('compiled', 'zh');
    const messages = await loadMessages('zh');
    for (const id of Object.keys(zh)) expect(messages[id]).toEqual(zh[id]);
  });

  it('builds each catalog once per process: locales that read the same catalog share one frozen object', async () => {
    const ar = await loadMessages('ar');
    expect(await loadMessages('ar-dubai')).toBe(ar);
    expect(await loadMessages('it-eu')).toBe(await loadMessages('it'));
    expect(await loadMessages('ko')).toBe(await loadMessages('en'));
    expect(Object.isFrozen(ar)).toBe(true);
  });

  it('tw reads its own Traditional Chinese catalog, neither English nor Simplified Chinese', async () => {
    const tw = readCatalog('compiled', 'tw');
    const messages = await loadMessages('tw');
    for (const id of Object.keys(tw)) expect(messages[id]).toEqual(tw[id]);
    expect(messages).not.toEqual(english);
    expect(messages).not.toEqual(await loadMessages('zh'));
  });
});

describe('toMessages', () => {
  it('keeps strings and AST arrays, drops anything else', () => {
    expect(
      toMessages({
        a: 'Hello',
        b: [{ type: 0, value: 'Hi' }],
        c: 42,
        d: [1, 2],
        e: null,
      }),
    ).toEqual({ a: 'Hello', b: [{ type: 0, value: 'Hi' }] });
  });

  it.each([[null], [undefined], ['x'], [[]]])('%p → {}', (value) => {
    expect(toMessages(value)).toEqual({});
  });
});
