import { localeEndonym } from './locale-names';
import { LOCALES } from './locales';

describe('localeEndonym (issue 14 item 4: every locale by its own name, never a raw code)', () => {
  it.each([
    ['en', 'English'],
    ['ar', 'العربية'],
    ['tr', 'Türkçe'],
    ['ja', '日本語'],
    ['zh', '简体中文'],
    ['tw', '繁體中文'],
    ['vn', 'Tiếng Việt'],
    ['uk', 'Українська'],
    ['br', 'Português (Brasil)'],
    ['en-us', 'English (US)'],
    ['ar-dubai', 'العربية (الإمارات)'],
    ['ja-jp', '日本語（日本）'],
    [' AR ', 'العربية'],
  ])('%p → %s', (code, name) => {
    expect(localeEndonym(code)).toBe(name);
  });

  it.each([[''], ['xx'], ['<script>'], [null as unknown as string], [42 as unknown as string]])(
    'an unknown code %p reads "English", never the code',
    (code) => {
      expect(localeEndonym(code)).toBe('English');
    },
  );

  it('every locale has a name of its own that is not its code, and no two locales share a name', () => {
    const names = LOCALES.map((locale) => localeEndonym(locale));
    for (const [i, locale] of LOCALES.entries()) expect(names[i]?.toLowerCase()).not.toBe(locale);
    expect(new Set(names).size).toBe(LOCALES.length);
  });
});
