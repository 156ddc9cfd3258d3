import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_TEXT, localizeFields, localizeText, requestLocale } from './localized-text';

/** Every locale with a catalog (libs/i18n/src/catalogs), English aside. */
const CATALOG_LOCALES = readdirSync(join(__dirname, '../../../../i18n/src/catalogs'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((locale) => locale !== 'en');

describe('the sandbox content per locale (issue 24 item 5)', () => {
  it.each(Object.keys(SANDBOX_TEXT))('"%s" is written in every catalog locale, placeholders kept', (english) => {
    const placeholders = english.match(/\{\w+\}/g) ?? [];
    for (const locale of CATALOG_LOCALES) {
      const text = SANDBOX_TEXT[english]?.[locale];
      expect({ locale, text: typeof text === 'string' && text.length > 0 }).toEqual({ locale, text: true });
      for (const placeholder of placeholders)
        expect({ locale, placeholder, kept: text?.includes(placeholder) }).toEqual({ locale, placeholder, kept: true });
    }
  });

  it.each([
    ['Trade BTC with zero fees this week', 'ar', 'تداول BTC بدون رسوم هذا الأسبوع'],
    ['Trade BTC with zero fees this week', 'tr', 'Bu hafta BTC işlemlerinde sıfır komisyon'],
    ['Trade BTC with zero fees this week', 'zh-cn', '本周 BTC 交易零手续费'],
    ['Trade BTC with zero fees this week', 'en', 'Trade BTC with zero fees this week'],
    ['Trade BTC with zero fees this week', 'xx', 'Trade BTC with zero fees this week'],
    ['A text nobody translated', 'ar', 'A text nobody translated'],
  ])('localizeText(%s, %s)', (text, locale, expected) => expect(localizeText(text, locale)).toBe(expected));

  it.each([
    ['ar', 'ar'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar-sa'],
    ['', ''],
    [null, ''],
    ['*', ''],
  ])('requestLocale(%p) → %p', (header, locale) => expect(requestLocale(header)).toBe(locale));

  it('localizeFields touches only the named string fields', () => {
    const plan = { title: 'Notice', url: '/Notice', n: 1 };
    expect(localizeFields(plan, ['title', 'n'], 'de')).toEqual({ title: 'Hinweis', url: '/Notice', n: 1 });
  });
});
