import { LOCALES } from '../rules/locales';
import { CATALOG_LOCALES, isTranslatedLocale, messageLocale } from './message-locale';

describe('messageLocale', () => {
  it.each([
    ['en', 'en'],
    ['zh', 'zh'],
    ['tr', 'tr'],
    ['ar', 'ar'],
    ['ja', 'ja'],
    ['es', 'es'],
    ['ru', 'ru'],
    ['ar-dubai', 'ar'],
    ['ja-jp', 'ja'],
    ['en-us', 'en'],
    ['en-dubai', 'en'],
    ['en-eu', 'en'],
    ['it-eu', 'it'],
    ['tw', 'tw'],
    ['br', 'br'],
    ['vn', 'vn'],
    ['uk', 'uk'],
    ['en-uk', 'en'],
    ['ko', 'en'],
    ['ZH', 'zh'],
    ['', 'en'],
  ])('%p reads the %s catalog', (locale, catalog) => {
    expect(messageLocale(locale)).toBe(catalog);
  });

  it('every locale resolves to a catalog that exists', () => {
    for (const locale of LOCALES) expect(CATALOG_LOCALES).toContain(messageLocale(locale));
  });
});

describe('isTranslatedLocale (decision 1500: served in its own language)', () => {
  it.each([
    ['en', true],
    ['zh', true],
    ['tr', true],
    ['ar', true],
    ['ja', true],
    ['es', true],
    ['ru', true],
    ['en-us', true],
    ['en-uk', true],
    ['en-eu', true],
    ['ja-jp', true],
    ['ar-dubai', true],
    ['en-dubai', true],
    // Issue 14: the nine locales that read English, and nl, it and it-eu, have complete catalogs of their own now.
    ['tw', true],
    ['vn', true],
    ['fr', true],
    ['de', true],
    ['pt', true],
    ['th', true],
    ['id', true],
    ['uk', true],
    ['br', true],
    ['nl', true],
    ['it', true],
    ['it-eu', true],
    // A locale without a catalog of its own language would read English: not translated.
    ['ko', false],
    ['ko-kr', false],
    ['', false],
    ['english', false],
    [undefined as unknown as string, false],
  ])('%p → %p', (locale, expected) => {
    expect(isTranslatedLocale(locale)).toBe(expected);
  });
});
