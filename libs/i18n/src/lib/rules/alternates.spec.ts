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

  it('main lists the nine locales that read English until issue 14 (complete catalogs now, decision 1500)', () => {
    const { languages } = buildAlternates({ site: 'main', locale: 'fr', path: '/', origin, siteHosts, env });
    for (const tag of ['zh-tw', 'vi', 'fr', 'de', 'pt', 'th', 'id', 'uk', 'pt-br']) expect(languages).toHaveProperty(tag);
    expect(languages['pt-br']).toBe('https://exchange.example/br');
    expect(Object.keys(languages)).not.toContain('nl');
    expect(Object.keys(languages)).not.toContain('it');
  });

  it('a noindex locale keeps its own canonical (the page is served; it is only not listed)', () => {
    expect(buildAlternates({ site: 'main', locale: 'nl', path: '/nl/fee', origin, env }).canonical).toBe('https://exchange.example/nl/fee');
    expect(Object.keys(buildAlternates({ site: 'main', locale: 'nl', path: '/nl/fee', origin, env }).languages)).not.toContain('nl');
  });

  it('Hong Kong lists its Traditional Chinese locale', () => {
    expect(Object.keys(buildAlternates({ site: 'hk', locale: 'tw', path: '/tw/fee', origin, env }).languages)).toEqual([
      'en',
      'zh-tw',
      'x-default',
    ]);
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
    ['eu', ['en', 'en-mt', 'it-mt', 'x-default']],
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

describe('isNoindex (nl and it on main, spec 01 §9; every locale has a complete catalog, decision 1500)', () => {
  const cases = SITE_KEYS.flatMap((site) =>
    LOCALES.map((locale) => [site, locale, site === 'main' && (locale === 'nl' || locale === 'it')] as const),
  );
  it.each(cases)('%s %s → %p', (site, locale, expected) => {
    expect(isNoindex(site, locale)).toBe(expected);
  });
});
