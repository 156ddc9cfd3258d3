import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { getSiteConfig, normaliseOrigin } from './get-site-config';
import type { SiteConfig } from './site-config.types';

const EMPTY = {};

const FIELDS: (keyof SiteConfig)[] = [
  'id',
  'key',
  'name',
  'webSiteDomain',
  'ogSiteName',
  'collectId',
  'gtagId',
  'logo',
  'ws',
  'authorizedLogin',
  'chatroom',
  'bigData',
  'hiddenReferral',
  'hiddenAppDownload',
  'hiddenNotification',
  'hiddenFooterSignup',
  'hiddenThemeSwitch',
  'hiddenLangAndRate',
  'support',
  'business',
  'totpName',
  'anti',
  'defaultLang',
  'defaultCurrB',
  'docs',
  'thirdAuthClientId',
  'tradingViewExchange',
  'languages',
  'legalPaths',
];

describe('getSiteConfig: every field of "Website config per region" (spec 03 §3)', () => {
  it.each(SITE_KEYS.map((key) => [key]))('%s has every field, with fake defaults', (key) => {
    const config = getSiteConfig(key, EMPTY);
    for (const field of FIELDS) expect(config).toHaveProperty(field);
    expect(config.key).toBe(key);
    expect(config.name).toMatch(/^Example Exchange/);
    expect(config.webSiteDomain).toMatch(/\.example-exchange\.test$/);
    expect(config.support.url).toMatch(/^mailto:support@.*example-exchange\.test$/);
    expect(config.business.url).toMatch(/^mailto:business@.*example-exchange\.test$/);
    expect(config.logo.light).not.toBe(config.logo.dark);
    expect(config.ws.length).toBeGreaterThan(0);
    expect(config.anti).toEqual([`https://${config.webSiteDomain}`]);
    expect(Object.keys(config.docs).sort()).toEqual([
      'about',
      'agreement',
      'important_notes',
      'licenses',
      'privacy_policy',
      'risk_disclosure',
    ]);
    expect(Object.keys(config.thirdAuthClientId).sort()).toEqual(['apple', 'google', 'telegram']);
    expect(config.languages[0]).toBe(config.defaultLang);
  });

  it.each([
    ['main', 0],
    ['tr', 177],
    ['eu', 106],
    ['hk', 71],
    ['us', 232],
    ['bs', 14],
    ['sg', 153],
    ['uk', 182],
    ['jp', 83],
    ['ae', 181],
    ['testnet', 666],
    ['au', 11],
  ] as const)('%s carries region id %i', (key, id) => {
    expect(getSiteConfig(key, EMPTY).id).toBe(id);
  });

  it.each<[SiteKey, string[]]>([
    ['main', ['google', 'metamask', 'apple']],
    ['testnet', ['google', 'metamask', 'apple']],
    ['tr', ['gateio']],
    ['eu', []],
    ['hk', []],
    ['us', []],
    ['bs', []],
    ['sg', []],
    ['uk', []],
    ['jp', []],
    ['ae', []],
    ['au', []],
  ])('%s allows sign-in with %p', (key, methods) => {
    expect(getSiteConfig(key, EMPTY).authorizedLogin).toEqual(methods);
  });

  it.each(SITE_KEYS.map((key) => [key, key === 'tr' ? 'tr' : 'en', key === 'tr' ? 'try' : 'usd']))(
    '%s: defaultLang %s, defaultCurrB %s',
    (key, lang, currency) => {
      const config = getSiteConfig(key as SiteKey, EMPTY);
      expect(config.defaultLang).toBe(lang);
      expect(config.defaultCurrB).toBe(currency);
    },
  );

  it.each(SITE_KEYS.map((key) => [key, ['us', 'uk', 'jp', 'ae', 'au'].includes(key)]))('%s has a tradingViewExchange: %p', (key, has) => {
    const config = getSiteConfig(key as SiteKey, EMPTY);
    expect(config.tradingViewExchange !== null).toBe(has);
  });

  it.each(SITE_KEYS.map((key) => [key, ['main', 'tr'].includes(key)]))('%s has an fbId: %p', (key, has) => {
    expect('fbId' in getSiteConfig(key as SiteKey, EMPTY)).toBe(has);
  });

  it.each<[SiteKey, Partial<SiteConfig>]>([
    ['main', { chatroom: true, bigData: true, hiddenReferral: false, hiddenAppDownload: false, hiddenFooterSignup: false }],
    ['tr', { chatroom: false, hiddenAppDownload: false, hiddenReferral: false }],
    ['hk', { hiddenAppDownload: false, hiddenReferral: true }],
    ['us', { hiddenReferral: true, hiddenAppDownload: true, hiddenNotification: true, hiddenFooterSignup: true, hiddenLangAndRate: true }],
    ['jp', { hiddenThemeSwitch: true }],
    ['testnet', { chatroom: false, hiddenReferral: true, hiddenAppDownload: true }],
  ])('%s flags', (key, flags) => {
    expect(getSiteConfig(key, EMPTY)).toMatchObject(flags);
  });

  it('reads names, domains, hosts, addresses and ids from SITE_<KEY>_* env values', () => {
    const config = getSiteConfig('uk', {
      SITE_UK_NAME: 'Test Exchange UK',
      SITE_UK_DOMAIN: 'uk.exchange.example',
      SITE_UK_WS: 'wss://ws1.exchange.example/v4, wss://ws2.exchange.example/v4',
      SITE_UK_ANTI: 'https://uk.exchange.example, partner.exchange.example',
      SITE_UK_SUPPORT_EMAIL: 'help@exchange.example',
      SITE_UK_BUSINESS_EMAIL: 'biz@exchange.example',
      SITE_UK_GTAG_ID: 'G-TEST1',
      SITE_UK_COLLECT_ID: 'collect-1',
      SITE_UK_GOOGLE_CLIENT_ID: 'g-1',
      SITE_UK_APPLE_CLIENT_ID: 'a-1',
      SITE_UK_TELEGRAM_CLIENT_ID: 't-1',
      SITE_US_NAME: 'not read for uk',
    });
    expect(config).toMatchObject({
      name: 'Test Exchange UK',
      ogSiteName: 'Test Exchange UK',
      totpName: 'Test Exchange UK',
      tradingViewExchange: 'Test Exchange UK',
      webSiteDomain: 'uk.exchange.example',
      ws: ['wss://ws1.exchange.example/v4', 'wss://ws2.exchange.example/v4'],
      anti: ['https://uk.exchange.example', 'https://partner.exchange.example'],
      support: { name: 'Test Exchange UK Support', url: 'mailto:help@exchange.example' },
      business: { name: 'Test Exchange UK Business', url: 'mailto:biz@exchange.example' },
      gtagId: 'G-TEST1',
      collectId: 'collect-1',
      thirdAuthClientId: { google: 'g-1', apple: 'a-1', telegram: 't-1' },
    });
  });

  it('ignores malformed env values and keeps the defaults', () => {
    const config = getSiteConfig('main', {
      SITE_MAIN_DOMAIN: 'https://evil.example/path',
      SITE_MAIN_WS: 'http://not-a-socket, ',
      SITE_MAIN_ANTI: 'javascript:alert(1), ,',
      SITE_MAIN_SUPPORT_EMAIL: 'not an email',
      SITE_MAIN_GTAG_ID: '<script>',
      SITE_MAIN_NAME: '   ',
    });
    expect(config).toMatchObject({
      name: 'Example Exchange',
      webSiteDomain: 'www.example-exchange.test',
      ws: ['wss://ws.example-exchange.test/v4/ws'],
      anti: ['https://www.example-exchange.test'],
      support: { url: 'mailto:support@example-exchange.test' },
      gtagId: 'G-EXAMPLE-MAIN',
    });
  });

  it('reads the image origins (https only, normalised) and defaults to the static host of the domain (issue 26 item 6)', () => {
    expect(getSiteConfig('main', EMPTY).imageOrigins).toEqual(['https://static.example-exchange.test']);
    expect(
      getSiteConfig('uk', {
        SITE_UK_DOMAIN: 'uk.exchange.example',
        SITE_UK_IMAGE_ORIGINS: 'img.exchange.example, https://cdn.exchange.example/x, http://plain.example, javascript:alert(1)',
      }).imageOrigins,
    ).toEqual(['https://img.exchange.example', 'https://cdn.exchange.example']);
    expect(
      getSiteConfig('uk', { SITE_UK_DOMAIN: 'uk.exchange.example', SITE_UK_IMAGE_ORIGINS: 'http://plain.example' }).imageOrigins,
    ).toEqual(['https://static.uk.exchange.example']);
  });

  it('falls back to main for a key that is not a site', () => {
    expect(getSiteConfig('nope' as SiteKey, EMPTY).key).toBe('main');
  });
});

describe('normaliseOrigin', () => {
  it.each([
    ['https://a.example/', 'https://a.example'],
    ['a.example', 'https://a.example'],
    ['http://a.example:8080/x?y', 'http://a.example:8080'],
    ['HTTPS://A.EXAMPLE', 'https://a.example'],
    ['ftp://a.example', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@a.example', null],
    ['', null],
  ])('%p → %p', (entry, expected) => {
    expect(normaliseOrigin(entry)).toBe(expected);
  });
});
