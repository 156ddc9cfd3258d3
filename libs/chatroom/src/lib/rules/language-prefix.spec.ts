import { languagePrefixOf } from './language-prefix';

describe('languagePrefixOf', () => {
  it.each([
    ['main', 'en', ''],
    ['main', 'ar', '/ar'],
  ] as const)('%s %s → %p', (site, locale, expected) => {
    expect(languagePrefixOf(site, locale)).toBe(expected);
  });
});
