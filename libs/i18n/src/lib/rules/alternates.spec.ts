import { SITE_KEYS, type SiteKey } from '@exchange/site-config';
import { buildAlternates, isNoindex } from './alternates';
import { LOCALES } from './locales';

const env = {};
const origin = 'https://exchange.example';
const siteHosts = 'exchange.example=main,tr.exchange.example=tr,us.exchange.example=us';

describe('buildAlternates (spec 03 §2, decision 0805)', () => {
  it('main: one hreflang per indexed locale, the Turkey site as tr-tr and en-tr, x-default = main English', () => {
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
      es: 'https://exchange.example/es/trade/BTC_USDT',
      ru: 'https://exchange.example/ru/trade/BTC_USDT',
      tr: 'https://exchange.example/tr/trade/BTC_USDT',
      ja: 'https://exchange.example/ja/trade/BTC_USDT',
      ar: 'https://exchange.example/ar/trade/BTC_USDT',
      'tr-tr': 'https://tr.exchange.example/trade/BTC_USDT',
      'en-tr': 'https://tr.exchange.example/en/trade/BTC_USDT',
      'x-default': 'https://exchange.example/trade/BTC_USDT',
    });
  });

  it('main leaves out the noindex locales nl and it', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'nl', path: '/', origin, siteHosts, env });
    expect(languages).not.toHaveProperty('nl');
    expect(languages).not.toHaveProperty('it');
  });

  it('main leaves out the nine locales that read English under their own lang (issue 14, decision 1500)', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'fr', path: '/', origin, siteHosts, env });
    for (const tag of ['zh-tw', 'vi', 'fr', 'de', 'pt', 'th', 'id', 'uk', 'pt-br']) expect(languages).not.toHaveProperty(tag);
    expect(Object.keys(languages)).toEqual(['en', 'zh', 'es', 'ru', 'tr', 'ja', 'ar', 'tr-tr', 'en-tr', 'x-default']);
  });

  it('a noindex locale keeps its own canonical (the page is served; it is only not listed)', () => {
    expect(buildAlternates({ site: 'hk', locale: 'tw', path: '/tw/fee', origin, env }).canonical).toBe('https://exchange.example/tw/fee');
    expect(Object.keys(buildAlternates({ site: 'hk', locale: 'tw', path: '/tw/fee', origin, env }).languages)).toEqual(['en', 'x-default']);
  });

  it('main, running locally: en-tr points at tr.localhost', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'en', path: '/fee', origin: 'http://localhost:3000', env });
    expect(languages['en-tr']).toBe('http://tr.localhost:3000/en/fee');
    expect(languages['x-default']).toBe('http://localhost:3000/fee');
  });

  it('Turkey: the same cluster as main (same hreflang set, same x-default), its own canonical', () => {
    const tr = buildAlternates({ site: 'tr', locale: 'tr', path: '/fee', origin: 'https://tr.exchange.example', siteHosts, env });
    const main = buildAlternates({ site: 'main', locale: 'en', path: '/fee', origin, siteHosts, env });
    expect(tr.canonical).toBe('https://tr.exchange.example/fee');
    expect(tr.languages).toEqual(main.languages);
    expect(tr.languages['tr-tr']).toBe('https://tr.exchange.example/fee');
    expect(tr.languages['en-tr']).toBe('https://tr.exchange.example/en/fee');
    expect(tr.languages['tr']).toBe('https://exchange.example/tr/fee');
    expect(tr.languages['x-default']).toBe('https://exchange.example/fee');
    expect(
      buildAlternates({ site: 'tr', locale: 'en', path: '/en/fee', origin: 'https://tr.exchange.example', siteHosts, env }).canonical,
    ).toBe('https://tr.exchange.example/en/fee');
  });

  it('no two hreflang values of a cluster name the same URL, and every page of the cluster is listed once', () => {
    for (const [site, siteOrigin] of [
      ['main', origin],
      ['tr', 'https://tr.exchange.example'],
    ] as const) {
      const { languages } = buildAlternates({ site, locale: 'en', path: '/', origin: siteOrigin, siteHosts, env });
      const urls = Object.entries(languages)
        .filter(([k]) => k !== 'x-default')
        .map(([, v]) => v);
      expect(new Set(urls).size).toBe(urls.length);
      expect(Object.keys(languages).filter((k) => k === 'tr')).toHaveLength(1);
    }
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
    ['eu', ['en', 'en-mt', 'x-default']],
    ['uk', ['en', 'en-gb', 'x-default']],
    ['jp', ['en', 'ja-jp', 'en-jp', 'x-default']],
  ])('%s hreflang keys %p', (site, keys) => {
    expect(Object.keys(buildAlternates({ site, locale: 'en', path: '/', origin, env }).languages)).toEqual(keys);
  });

  it.each(SITE_KEYS.map((site) => [site]))('%s has exactly one x-default; only main and Turkey have en-tr and tr-tr', (site) => {
    const { languages } = buildAlternates({ site, locale: 'en', path: '/', origin, env });
    expect(Object.keys(languages).filter((k) => k === 'x-default')).toHaveLength(1);
    const joined = site === 'main' || site === 'tr';
    expect('en-tr' in languages).toBe(joined);
    expect('tr-tr' in languages).toBe(joined);
  });

  it('a locale the site does not serve gets the default canonical', () => {
    expect(buildAlternates({ site: 'uk', locale: 'zh', path: '/fee', origin, env }).canonical).toBe('https://exchange.example/fee');
  });

  it('a malformed origin yields root-relative URLs instead of throwing', () => {
    expect(buildAlternates({ site: 'bs', locale: 'en', path: '/fee', origin: '::', env }).canonical).toBe('/fee');
  });
});

/** The locales served in English under their own lang (issue 14 item 4), plus nl, it and it-eu (no catalog). */
const ENGLISH_UNDER_OWN_LANG = ['tw', 'vn', 'fr', 'de', 'pt', 'th', 'id', 'uk', 'br', 'nl', 'it', 'it-eu'];

describe('isNoindex (nl and it on main, spec 01 §9; untranslated locales everywhere, decision 1500)', () => {
  const cases = SITE_KEYS.flatMap((site) =>
    LOCALES.map(
      (locale) =>
        [site, locale, (site === 'main' && (locale === 'nl' || locale === 'it')) || ENGLISH_UNDER_OWN_LANG.includes(locale)] as const,
    ),
  );
  it.each(cases)('%s %s → %p', (site, locale, expected) => {
    expect(isNoindex(site, locale)).toBe(expected);
  });
});
