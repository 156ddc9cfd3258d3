import { SITE_KEYS, getSiteConfig, type SiteKey } from '@exchange/site-config';
import { LOCALES, defaultLocale, isLocale, isSiteLocale, siteLocales } from './locales';

describe('LOCALES (spec 03 §3 locale codes)', () => {
  it('lists the 18 languages and 9 regional variants in the spec order', () => {
    expect(LOCALES).toEqual([
      'zh',
      'en',
      'vn',
      'tw',
      'es',
      'ru',
      'fr',
      'de',
      'pt',
      'th',
      'id',
      'tr',
      'ja',
      'ar',
      'uk',
      'br',
      'nl',
      'it',
      'en-eu',
      'it-eu',
      'en-us',
      'en-uk',
      'en-au',
      'en-jp',
      'ja-jp',
      'en-dubai',
      'ar-dubai',
    ]);
  });

  it.each([
    ['zh', true],
    ['ar-dubai', true],
    ['cn', false],
    ['EN', false],
    ['', false],
    [undefined, false],
  ])('isLocale(%p) is %p', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('defaultLocale (Turkish on Turkey, else English)', () => {
  it.each(SITE_KEYS.map((site) => [site, site === 'tr' ? 'tr' : 'en']))('%s → %s', (site, locale) => {
    expect(defaultLocale(site as SiteKey)).toBe(locale);
    expect(getSiteConfig(site as SiteKey, {}).defaultLang).toBe(locale);
  });
});

describe('siteLocales (decision 0101)', () => {
  it.each<[SiteKey, string[]]>([
    ['main', ['en', 'zh', 'tw', 'vn', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it']],
    ['testnet', ['en', 'zh', 'tw', 'vn', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br']],
    ['tr', ['tr', 'en']],
    ['eu', ['en', 'en-eu', 'it-eu']],
    ['hk', ['en', 'tw']],
    ['us', ['en', 'en-us']],
    ['bs', ['en']],
    ['sg', ['en', 'zh']],
    ['uk', ['en', 'en-uk']],
    ['jp', ['en', 'ja-jp', 'en-jp']],
    ['ae', ['en', 'ar-dubai', 'en-dubai']],
    ['au', ['en', 'en-au']],
  ])('%s serves %p', (site, locales) => {
    expect(siteLocales(site)).toEqual(locales);
  });

  it.each(SITE_KEYS.map((site) => [site]))('%s: default first, every entry a locale code', (site) => {
    const locales = siteLocales(site);
    expect(locales[0]).toBe(defaultLocale(site));
    for (const locale of locales) expect(isLocale(locale)).toBe(true);
  });

  it('every locale code is served by some site', () => {
    const served = new Set(SITE_KEYS.flatMap((site) => siteLocales(site)));
    expect(LOCALES.filter((l) => !served.has(l))).toEqual([]);
  });

  it('an unknown site reads as main', () => {
    expect(siteLocales('xx' as SiteKey)).toEqual(siteLocales('main'));
    expect(isSiteLocale('main', 'en-us')).toBe(false);
    expect(isSiteLocale('us', 'en-us')).toBe(true);
  });
});
