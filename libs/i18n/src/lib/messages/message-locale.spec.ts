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
    ['it-eu', 'en'],
    ['tw', 'en'],
    ['br', 'en'],
    ['vn', 'en'],
    ['uk', 'en'],
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
    // Issue 14: nine locales read English under their own lang; nl, it and it-eu have no catalog either.
    ['tw', false],
    ['vn', false],
    ['fr', false],
    ['de', false],
    ['pt', false],
    ['th', false],
    ['id', false],
    ['uk', false],
    ['br', false],
    ['nl', false],
    ['it', false],
    ['it-eu', false],
    ['', false],
    ['english', false],
    [undefined as unknown as string, false],
  ])('%p → %p', (locale, expected) => {
    expect(isTranslatedLocale(locale)).toBe(expected);
  });
});
