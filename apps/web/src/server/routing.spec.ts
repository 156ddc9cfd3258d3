import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_PAGE_PATHS,
  PAGE_SECTIONS,
  ROOT_FILES,
  hasMalformedPercentEncoding,
  internalPagePath,
  isPassthroughPath,
  isPublicFilePath,
  isSandboxPath,
  isSandboxThirdPartyPath,
  isUnknownPagePath,
  tradeRouteOf,
} from './routing';

describe('isPassthroughPath', () => {
  it.each([
    ['/api/web/v1/compliance/check', true],
    ['/apiweb/v1/user/get_user_frequency', true],
    ['/json_svr/query_safe', true],
    ['/_sandbox/persona/visitor', true],
    ['/_next/static/chunks/a.js', true],
    ['/favicon.ico', true],
    ['/robots.txt', true],
    ['/healthz', true],
    ['/healthz/x', false],
    ['/', false],
    ['/zh/trade/BTC_USDT', false],
    ['/myaccount/deposit/USDT', false],
    ['/apis', false],
    // Issue 24 / 01 §2: a path ending in an extension outside the file folders is a page path (its page or a 404).
    ['/docs/agreement.html', false],
    ['/a/b/c.html', false],
    ['/zh/docs/agreement.html', false],
    ['/nope.php', false],
    ['/static/legal/eu/user-agreement.pdf', true],
    ['/sandbox-static/micro/chatroom/app.js', true],
  ])('%s → %s', (path, expected) => expect(isPassthroughPath(path)).toBe(expected));

  it('every top-level file in public/ is a root file', () => {
    const publicDir = join(__dirname, '../../public');
    const files = readdirSync(publicDir, { withFileTypes: true }).filter((e) => e.isFile());
    for (const file of files) expect(ROOT_FILES.has(`/${file.name}`)).toBe(true);
  });
});

describe('isPublicFilePath (no cookies on what a CDN may cache, decision 1740)', () => {
  it.each([
    ['/static/i18n/en.1a2266e884651f4f.json', true],
    ['/static/coin/btc.svg', true],
    ['/static/brand/og-us.png', true],
    ['/favicon.ico', true],
    ['/robots.txt', true],
    ['/sitemap.xml', true],
    ['/static/json/market.json', false],
    ['/api/web/v1/site/config.json', false],
    ['/apiweb/v1/x.json', false],
    ['/json_svr/query.json', false],
    ['/_sandbox/persona/visitor.json', false],
    ['/healthz', false],
    ['/', false],
    ['/zh/trade/BTC_USDT', false],
    ['/docs/agreement.html', false],
    ['/a/b/c.html', false],
  ])('%s → %s', (path, expected) => expect(isPublicFilePath(path)).toBe(expected));
});

describe('isSandboxPath', () => {
  it.each([
    ['/_sandbox', true],
    ['/_sandbox/fault/x/off', true],
    ['/_sandboxes', false],
    ['/api/_sandbox', false],
  ])('%s → %s', (path, expected) => expect(isSandboxPath(path)).toBe(expected));
});

describe('isSandboxThirdPartyPath (no csrftoken: the collector and the charting host, decisions 1823, 1860)', () => {
  it.each([
    ['/_sandbox/otlp/v1/logs', true],
    ['/_sandbox/charting/snapshot', true],
    ['/_sandbox/charting/snapshot/', false],
    ['/_sandbox/charting/x/abc', false],
    ['/_sandbox/persona/visitor', false],
    ['/api/web/v1/usercenter/get_info', false],
  ])('%s → %s', (path, expected) => expect(isSandboxThirdPartyPath(path)).toBe(expected));
});

describe('internalPagePath', () => {
  it.each([
    ['main', 'en', '/', '/main/en'],
    ['tr', 'tr', '/login', '/tr/tr/login'],
    ['main', 'zh', '/trade/BTC_USDT', '/main/zh/trade/BTC_USDT'],
  ])('%s %s %s', (site, locale, path, expected) => expect(internalPagePath(site, locale, path)).toBe(expected));
});

describe('hasMalformedPercentEncoding', () => {
  it.each([
    ['/', false],
    ['/trade/BTC_USDT', false],
    ['/a%20b', false],
    ['/%E4%BD%A0', false],
    ['/api/%2f', false],
    ['/%', true],
    ['/%zz', true],
    ['/a%2', true],
    ['/%E4%BD', true],
    ['/%C0%AF', true],
    ['/_sandbox/persona/%ff', true],
  ])('%s → %s', (path, expected) => expect(hasMalformedPercentEncoding(path)).toBe(expected));
});

describe('isUnknownPagePath (the 404 answer, decision 0806)', () => {
  it.each([
    ['/', false],
    ['/trade/BTC_USDT', false],
    ['/futures/USDT/BTC_USDT', false],
    ['/myaccount/assets', false],
    ['/login', false],
    ['/signup/', false],
    // Spec 01 §7's reset/rebind paths have no page: the 404 view (decision 1952).
    ['/login/reset', true],
    ['/login/rebind', true],
    ['/signup/x', true],
    ['/price', false],
    ['/state_compliance_tips', false],
    ['/rewards_hub', false],
    ['/campaigns/app-download', false],
    ['/campaigns', true],
    ['/campaigns/other', true],
    ['/competition/center', false],
    ['/referral', false],
    ['/referral/affiliate', false],
    ['/referral/broker/', false],
    ['/referrals', true],
    ['/rewards', true],
    ['/fee', false],
    ['/legal/user-agreement/', false],
    ['/nope', true],
    ['/nope/', true],
    ['/trades', true],
    ['/fee/extra', true],
    ['/legal', true],
    ['/alpha', false],
    ['/alpha/PEPE', false],
    ['/alpha/PEPE/x', true],
    ['/news/ether-fees-yearly-low', false],
    ['/news/a/b', true],
    ['/announcements/trade-match', false],
    ['/pilot/x', true],
    ['/price-prediction/btc', false],
    ['/docs/agreement.html', false],
    ['/a/b/c.html', true],
    ['/docs/other.html', true],
    ['//', false],
    // Trade routes of the wrong shape have no page (decision 1431); a well-formed pair is the page's to judge.
    ['/trade/NOPE', true],
    ['/trade', true],
    ['/trade/', true],
    ['/trade/BTC_USDT/extra', true],
    ['/trade/BTC-USDT', true],
    ['/trade/btc_usdt', false],
    ['/trade/NOPE_USDT', false],
    ['/futures/NOPE', true],
    ['/futures', true],
    ['/futures/usdt/BTC_USDT/x', true],
    ['/futures/usdt/BTCUSDT', false],
    ['/futures/usdt/BTC_USDT', false],
  ])('%s → %s', (path, expected) => expect(isUnknownPagePath(path)).toBe(expected));

  it('every content page path is known', () => {
    for (const path of Object.values(CONTENT_PAGE_PATHS).flat()) expect(isUnknownPagePath(path)).toBe(false);
  });

  it('lists every page folder of the site (route groups included), so a new page is never answered 404', () => {
    const root = join(__dirname, '..', 'app', '[site]', '[lang]');
    const folders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('['))
        .flatMap((e) => (e.name.startsWith('(') ? folders(join(dir, e.name)) : [e.name]));
    const found = folders(root);
    expect(found).toContain('trade');
    for (const folder of found) expect(PAGE_SECTIONS).toContain(folder);
  });
});

describe('tradeRouteOf: the trade page a path of the right shape names (decision 1431)', () => {
  it.each([
    ['/trade/BTC_USDT', { market: 'spot', pair: 'BTC_USDT' }],
    ['/trade/nope_usdt/', { market: 'spot', pair: 'nope_usdt' }],
    ['/futures/usdt/BTC_USDT', { market: 'futures', unit: 'usdt', contract: 'BTC_USDT' }],
    ['/futures/USDT/btcusdt', { market: 'futures', unit: 'USDT', contract: 'btcusdt' }],
    ['/trade/NOPE', null],
    ['/trade', null],
    ['/futures/NOPE', null],
    ['/trade/BTC_USDT/x', null],
    ['/', null],
    ['/price', null],
    ['/myaccount/trade/BTC_USDT', null],
  ])('%s → %p', (path, expected) => expect(tradeRouteOf(path)).toEqual(expected));
});
