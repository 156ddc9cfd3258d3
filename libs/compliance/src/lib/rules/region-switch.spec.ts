import { apiCheckOrFallback, apiLimit } from '../../testing/api-shapes';
import { buildSwitchTarget, decideRegionSwitch, REGION_SWITCH_FLAGS } from './region-switch';

/** Decides for a raw limit, parsed by the api's schema as the app receives it (flags as true, 1 or '1'). */
const decide = (site: string, rawLimit: object, path = '/', locale = 'en', cookie: Record<string, string> = {}) =>
  decideRegionSwitch({ site, limit: apiLimit(rawLimit), path, locale, stored: { cookie } });

describe('decideRegionSwitch: main → region (every pair)', () => {
  it.each([
    ['is_uk_ip', 'uk'],
    ['is_eu_toast', 'eu'],
    ['is_us_toast', 'us'],
    ['is_jp_toast', 'jp'],
    ['is_ae_toast', 'ae'],
    ['is_au_ip', 'au'],
  ] as const)('main with %s offers %s', (flag, to) => {
    expect(decide('main', { [flag]: true })).toMatchObject({ from: 'main', to, flag });
  });

  it('main with only is_main (or nothing) offers nothing', () => {
    expect(decide('main', { is_main: true })).toBeNull();
    expect(decide('main', {})).toBeNull();
  });

  it('several flags: UK, EU, US, JP, UAE, AU precedence', () => {
    expect(decide('main', { is_au_ip: 1, is_jp_toast: 1 })?.to).toBe('jp');
    expect(decide('main', { is_au_ip: 1, is_uk_ip: 1, is_eu_toast: 1 })?.to).toBe('uk');
  });
});

describe('decideRegionSwitch: region → main and region → region', () => {
  it.each(['eu', 'us', 'uk', 'au', 'jp', 'ae'])('%s with is_main offers main', (site) => {
    expect(decide(site, { is_main: true })).toMatchObject({ from: site, to: 'main', flag: 'is_main' });
  });

  it.each(REGION_SWITCH_FLAGS.map(({ flag, site }) => [site, flag] as const))('%s with its own flag %s offers nothing', (site, flag) => {
    expect(decide(site, { [flag]: true, is_main: true })).toBeNull();
  });

  it.each([
    ['eu', { is_uk_ip: true }, 'uk'],
    ['us', { is_eu_toast: true, is_main: true }, 'eu'],
    ['jp', { is_ae_toast: '1' }, 'ae'],
  ] as const)('%s with a flag of another region goes straight there', (site, limit, to) => {
    expect(decide(site, limit)?.to).toBe(to);
  });

  it.each(['tr', 'hk', 'bs', 'sg', 'testnet', 'mars'])('%s never prompts', (site) => {
    expect(decide(site, { is_main: true, is_uk_ip: true, is_eu_toast: true })).toBeNull();
  });
});

describe('decideRegionSwitch: Stay is remembered 24 h for the same pair', () => {
  it('writes a 24-hour cookie', () => {
    expect(decide('main', { is_uk_ip: true })?.onDismiss).toEqual({
      storageKey: 'compliance_region_stay',
      value: 'main:uk',
      ttlMs: 86_400_000,
      storage: 'cookie',
    });
  });
  it.each([
    ['main:uk', null],
    ['main:eu', 'uk'],
    ['garbage', 'uk'],
  ])('stored %p → %p', (value, to) => {
    expect(decide('main', { is_uk_ip: true }, '/', 'en', { compliance_region_stay: value })?.to ?? null).toBe(to);
  });

  it('bad limits give nothing', () => {
    expect(decideRegionSwitch({ site: 'main', limit: null, path: '/', locale: 'en' })).toBeNull();
    expect(decideRegionSwitch({ site: 'main', limit: apiCheckOrFallback({ limit: 'x' }).limit, path: '/', locale: 'en' })).toBeNull();
  });
});

describe('buildSwitchTarget: keeps path and language where the target has them', () => {
  it.each([
    ['main', 'uk', '/trade/BTC_USDT', 'en', { site: 'uk', path: '/trade/BTC_USDT', locale: 'en' }],
    ['main', 'uk', '/trade/BTC_USDT', 'zh', { site: 'uk', path: '/trade/BTC_USDT', locale: 'en' }],
    ['main', 'eu', '/trade/BTC_USDT?tab=spot', 'it', { site: 'eu', path: '/trade/BTC_USDT?tab=spot', locale: 'it-eu' }],
    ['main', 'eu', '/trade/BTC_USDT?tab=isolated_margin', 'it', { site: 'eu', path: '/', locale: 'it-eu' }],
    ['main', 'jp', '/futures/usdt/BTC_USDT', 'ja', { site: 'jp', path: '/', locale: 'ja-jp' }],
    ['main', 'ae', '/myaccount/deposit/USDT', 'ar', { site: 'ae', path: '/myaccount/deposit/USDT', locale: 'ar-dubai' }],
    ['main', 'us', '/copytrading', 'es', { site: 'us', path: '/', locale: 'en' }],
    ['eu', 'main', '/trade/BTC_USDT', 'it-eu', { site: 'main', path: '/trade/BTC_USDT', locale: 'it' }],
    ['jp', 'main', '/futures/usdt/BTC_USDT', 'ja-jp', { site: 'main', path: '/futures/usdt/BTC_USDT', locale: 'ja' }],
    ['us', 'main', '/legal/user-agreement', 'en-us', { site: 'main', path: '/', locale: 'en' }],
    ['main', 'us', '/user-agreement', 'en', { site: 'us', path: '/user-agreement', locale: 'en' }],
    ['main', 'au', 42, null, { site: 'au', path: '/', locale: 'en' }],
    ['main', 'eu', '/trade/BTC_USDT', 'en', { site: 'eu', path: '/trade/BTC_USDT', locale: 'en' }],
    ['main', 'hk', '/', 'zh-tw', { site: 'hk', path: '/', locale: 'tw' }],
    ['ae', 'main', '/', 'ar-dubai', { site: 'main', path: '/', locale: 'ar' }],
  ])('%s → %s %p (%p)', (from, to, path, locale, expected) => {
    expect(buildSwitchTarget(from, to, path, locale)).toEqual(expected);
  });
});
