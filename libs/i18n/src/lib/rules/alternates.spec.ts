import { SITE_KEYS, type SiteKey } from '@exchange/site-config';
import { buildAlternates, isNoindex } from './alternates';
import { LOCALES } from './locales';

const env = {};
const origin = 'https://exchange.example';
const siteHosts = 'exchange.example=main,tr.exchange.example=tr,us.exchange.example=us';

describe('buildAlternates (spec 03 §2)', () => {
  it('main: one hreflang per indexed locale, x-default and en-tr', () => {
    const { canonical, languages } = buildAlternates({
      site: 'main',
      locale: 'zh',
      path: '/zh/trade/BTC_USDT?tab=1',
      origin,
      siteHosts,
      env,
    });
    expect(canonical).toBe('https://exchange.example/zh/trade/BTC_USDT');
    expect(languages).toEqual({
      en: 'https://exchange.example/trade/BTC_USDT',
      zh: 'https://exchange.example/zh/trade/BTC_USDT',
      'zh-tw': 'https://exchange.example/tw/trade/BTC_USDT',
      vi: 'https://exchange.example/vn/trade/BTC_USDT',
      es: 'https://exchange.example/es/trade/BTC_USDT',
      ru: 'https://exchange.example/ru/trade/BTC_USDT',
      fr: 'https://exchange.example/fr/trade/BTC_USDT',
      de: 'https://exchange.example/de/trade/BTC_USDT',
      pt: 'https://exchange.example/pt/trade/BTC_USDT',
      th: 'https://exchange.example/th/trade/BTC_USDT',
      id: 'https://exchange.example/id/trade/BTC_USDT',
      tr: 'https://exchange.example/tr/trade/BTC_USDT',
      ja: 'https://exchange.example/ja/trade/BTC_USDT',
      ar: 'https://exchange.example/ar/trade/BTC_USDT',
      uk: 'https://exchange.example/uk/trade/BTC_USDT',
      'pt-br': 'https://exchange.example/br/trade/BTC_USDT',
      'en-tr': 'https://tr.exchange.example/en/trade/BTC_USDT',
      'x-default': 'https://exchange.example/trade/BTC_USDT',
    });
  });

  it('main leaves out the noindex locales nl and it', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'nl', path: '/', origin, siteHosts, env });
    expect(languages).not.toHaveProperty('nl');
    expect(languages).not.toHaveProperty('it');
  });

  it('main, running locally: en-tr points at tr.localhost', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'en', path: '/fee', origin: 'http://localhost:3000', env });
    expect(languages['en-tr']).toBe('http://tr.localhost:3000/en/fee');
    expect(languages['x-default']).toBe('http://localhost:3000/fee');
  });

  it('Turkey: tr is the unprefixed default, its English page is en-tr and main English is en', () => {
    const result = buildAlternates({ site: 'tr', locale: 'tr', path: '/fee', origin: 'https://tr.exchange.example', siteHosts, env });
    expect(result).toEqual({
      canonical: 'https://tr.exchange.example/fee',
      languages: {
        tr: 'https://tr.exchange.example/fee',
        'en-tr': 'https://tr.exchange.example/en/fee',
        en: 'https://exchange.example/fee',
        'x-default': 'https://tr.exchange.example/fee',
      },
    });
  });

  it('US: en and en-us, no en-tr', () => {
    const result = buildAlternates({
      site: 'us',
      locale: 'en-us',
      path: '/en-us/fee',
      origin: 'https://us.exchange.example',
      siteHosts,
      env,
    });
    expect(result).toEqual({
      canonical: 'https://us.exchange.example/en-us/fee',
      languages: {
        en: 'https://us.exchange.example/fee',
        'en-us': 'https://us.exchange.example/en-us/fee',
        'x-default': 'https://us.exchange.example/fee',
      },
    });
  });

  it.each<[SiteKey, string[]]>([
    ['ae', ['en', 'ar-ae', 'en-ae', 'x-default']],
    ['eu', ['en', 'en-mt', 'it-mt', 'x-default']],
    ['uk', ['en', 'en-gb', 'x-default']],
    ['jp', ['en', 'ja-jp', 'en-jp', 'x-default']],
  ])('%s hreflang keys %p', (site, keys) => {
    expect(Object.keys(buildAlternates({ site, locale: 'en', path: '/', origin, env }).languages)).toEqual(keys);
  });

  it.each(SITE_KEYS.map((site) => [site]))('%s always has x-default; only main has en-tr', (site) => {
    const { languages } = buildAlternates({ site, locale: 'en', path: '/', origin, env });
    expect(languages['x-default']).toBeDefined();
    expect(site === 'main' || site === 'tr' ? 'en-tr' in languages : !('en-tr' in languages)).toBe(true);
  });

  it('a locale the site does not serve gets the default canonical', () => {
    expect(buildAlternates({ site: 'uk', locale: 'zh', path: '/fee', origin, env }).canonical).toBe('https://exchange.example/fee');
  });

  it('a malformed origin yields root-relative URLs instead of throwing', () => {
    expect(buildAlternates({ site: 'bs', locale: 'en', path: '/fee', origin: '::', env }).canonical).toBe('/fee');
  });
});

describe('isNoindex (nl and it on main only, spec 01 §9)', () => {
  const cases = SITE_KEYS.flatMap((site) =>
    LOCALES.map((locale) => [site, locale, site === 'main' && (locale === 'nl' || locale === 'it')] as const),
  );
  it.each(cases)('%s %s → %p', (site, locale, expected) => {
    expect(isNoindex(site, locale)).toBe(expected);
  });
});
