import { LOCALES } from '../rules/locales';
import { CATALOG_LOCALES, messageLocale } from './message-locale';

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
