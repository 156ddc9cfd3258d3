import { SITE_IDS } from '@exchange/site-config';
import {
  DOWNLOAD_BANNER_HIDDEN_PATHS,
  isDownloadBannerHiddenPath,
  showDownloadBanner,
  stripLocalePath,
  type DownloadBannerInput,
} from './download-banner';

const base: DownloadBannerInput = {
  width: 390,
  site: SITE_IDS.main,
  ukLimit: false,
  country: 1,
  verified: 0,
  path: '/',
  inAppWebview: false,
  hiddenAppDownload: false,
};

describe('showDownloadBanner (spec 01 §4 download banner, §9 768 px)', () => {
  it.each<[string, Partial<DownloadBannerInput>, boolean]>([
    ['phone on main, home page', {}, true],
    ['width 768 (breakpoint) shows', { width: 768 }, true],
    ['width 769 hides', { width: 769 }, false],
    ['desktop 1440 hides', { width: 1440 }, false],
    ['unknown width (server render) hides', { width: undefined }, false],
    ['Turkey site (177) shows', { site: SITE_IDS.tr }, true],
    ['US site (232) hides', { site: SITE_IDS.us }, false],
    ['UK site (182) hides', { site: SITE_IDS.uk }, false],
    ['UK limit hides', { ukLimit: true }, false],
    ['country 233 with verified 2 hides', { country: 233, verified: 2 }, false],
    ['country "233" with verified "1" hides', { country: '233', verified: '1' }, false],
    ['country 233 with verified 0 shows', { country: 233, verified: 0 }, true],
    ['country 233, verified unknown shows', { country: 233, verified: undefined }, true],
    ['another country with verified 1 shows', { country: 232, verified: 1 }, true],
    ['in-app webview hides', { inAppWebview: true }, false],
    ['session hiddenAppDownload hides', { hiddenAppDownload: true }, false],
    ['hidden path /trade/BTC_USDT', { path: '/trade/BTC_USDT' }, false],
    ['hidden path under a language prefix /zh/futures/usdt', { path: '/zh/futures/usdt' }, false],
    ['hidden path /myaccount/passkey-manager', { path: '/myaccount/passkey-manager' }, false],
    ['open path /markets', { path: '/markets' }, true],
    ['open path /price (no trailing slash)', { path: '/price' }, true],
  ])('%s → %p', (_label, overrides, expected) => expect(showDownloadBanner({ ...base, ...overrides })).toBe(expected));
});

describe('isDownloadBannerHiddenPath (spec 01 §2 hidden list)', () => {
  it.each([
    '/login',
    '/signup?ch=x',
    '/vip',
    '/trade/BTC_USDT',
    '/futures-delivery/usdt',
    '/options/BTC',
    '/alpha/PEPE',
    '/futures/usdt/BTC_USDT',
    '/appdownload',
    '/myaccount/passkey-manager',
    '/myaccount/security_device',
    '/myaccount/sub-account-manage',
    '/converter/btc-to-usdt',
    '/price/bitcoin-btc',
    '/asset-management',
    '/tr/signup',
    '/en-us/vip',
    '/ar-dubai/alpha',
  ])('%s is hidden', (path) => expect(isDownloadBannerHiddenPath(path)).toBe(true));

  it.each(['/', '/markets', '/price', '/zh', '/rewards_hub', '/myaccount/profile', '/learn/trade-guide'])('%s is open', (path) =>
    expect(isDownloadBannerHiddenPath(path)).toBe(false),
  );

  it('keeps the spec list of 15 entries', () => expect(DOWNLOAD_BANNER_HIDDEN_PATHS).toHaveLength(15));
});

describe('stripLocalePath', () => {
  it.each([
    ['/zh/trade/BTC_USDT?tab=isolated_margin#top', '/trade/BTC_USDT'],
    ['/en-us/login', '/login'],
    ['/zh', '/'],
    ['/trade', '/trade'],
    ['markets', '/markets'],
    ['', '/'],
  ])('%s → %s', (path, expected) => expect(stripLocalePath(path)).toBe(expected));
});
