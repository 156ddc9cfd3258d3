import { LOCALES } from './locales';
import { htmlAttributes, mapLanguage } from './map-language';

describe('mapLanguage (spec 03 §5)', () => {
  it.each([
    ['vn', 'vi'],
    ['cn', 'zh'],
    ['tw', 'zh-tw'],
    ['br', 'pt-br'],
  ])('%s → %s (the spec mapping)', (code, tag) => {
    expect(mapLanguage(code)).toBe(tag);
  });

  it.each([
    ['en-eu', 'en-mt'],
    ['it-eu', 'it-mt'],
    ['en-uk', 'en-gb'],
    ['en-dubai', 'en-ae'],
    ['ar-dubai', 'ar-ae'],
    ['en-us', 'en-us'],
    ['en-au', 'en-au'],
    ['en-jp', 'en-jp'],
    ['ja-jp', 'ja-jp'],
    ['uk', 'uk'],
    ['zh', 'zh'],
    ['EN', 'en'],
    ['pt_BR', 'pt-br'],
    ['', 'en'],
    ['<script>', 'en'],
  ])('%p → %p (regional variants and passthrough, decision 0101)', (code, tag) => {
    expect(mapLanguage(code)).toBe(tag);
  });

  it('every locale maps to a tag Intl accepts', () => {
    for (const locale of LOCALES) expect(() => Intl.getCanonicalLocales(mapLanguage(locale))).not.toThrow();
  });
});

describe('htmlAttributes', () => {
  it.each([
    ['ar', 'ar', 'rtl'],
    ['ar-dubai', 'ar-ae', 'rtl'],
    ['en', 'en', 'ltr'],
    ['en-dubai', 'en-ae', 'ltr'],
    ['vn', 'vi', 'ltr'],
    ['tw', 'zh-tw', 'ltr'],
    ['tr', 'tr', 'ltr'],
    ['', 'en', 'ltr'],
  ])('%p → lang %s, dir %s', (locale, lang, dir) => {
    expect(htmlAttributes(locale)).toEqual({ lang, dir });
  });
});
