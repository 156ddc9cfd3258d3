import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONTENT_PAGE_PATHS,
  PAGE_SECTIONS,
  hasMalformedPercentEncoding,
  internalPagePath,
  isPassthroughPath,
  isSandboxPath,
  isUnknownPagePath,
  isUnlistedSymbolPath,
  listedSymbolKey,
  tradeMarketOf,
} from './routing';

describe('isPassthroughPath', () => {
  it.each([
    ['/api/web/v1/compliance/check', true],
    ['/apiweb/v1/user/get_user_frequency', true],
    ['/json_svr/query_safe', true],
    ['/_sandbox/persona/visitor', true],
    ['/_next/static/chunks/a.js', true],
    ['/theme-init.js', true],
    ['/robots.txt', true],
    ['/', false],
    ['/zh/trade/BTC_USDT', false],
    ['/myaccount/deposit/USDT', false],
    ['/apis', false],
  ])('%s → %s', (path, expected) => expect(isPassthroughPath(path)).toBe(expected));
});

describe('isSandboxPath', () => {
  it.each([
    ['/_sandbox', true],
    ['/_sandbox/fault/x/off', true],
    ['/_sandboxes', false],
    ['/api/_sandbox', false],
  ])('%s → %s', (path, expected) => expect(isSandboxPath(path)).toBe(expected));
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
    ['/price', false],
    ['/state_compliance_tips', false],
    ['/rewards_hub', false],
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
    ['/alpha', true],
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

/** The listed symbols of the sandbox's shape: two spot pairs and one USDT-settled contract. */
const SPOT = new Set([
  listedSymbolKey({ market: 'spot', symbol: 'BTC_USDT', settle: '' }),
  listedSymbolKey({ market: 'spot', symbol: 'ETH_USDT', settle: '' }),
]);
const FUTURES = new Set([listedSymbolKey({ market: 'futures', symbol: 'BTC_USDT', settle: 'usdt' })]);

describe('tradeMarketOf: the market whose list decides a trade path of the right shape (decision 1431)', () => {
  it.each([
    ['/trade/BTC_USDT', 'spot'],
    ['/trade/nope_usdt/', 'spot'],
    ['/futures/usdt/BTC_USDT', 'futures'],
    ['/futures/USDT/btcusdt', 'futures'],
    ['/trade/NOPE', null],
    ['/trade', null],
    ['/futures/NOPE', null],
    ['/trade/BTC_USDT/x', null],
    ['/', null],
    ['/price', null],
    ['/myaccount/trade/BTC_USDT', null],
  ])('%s → %s', (path, expected) => expect(tradeMarketOf(path)).toBe(expected));
});

describe('isUnlistedSymbolPath: a well-formed trade path whose symbol is not listed is a 404 (decision 1431)', () => {
  it.each([
    // Spot: the page's matching (the pair upper-cased against the listed symbol).
    ['/trade/BTC_USDT', SPOT, false],
    ['/trade/btc_usdt', SPOT, false], // listed: the page redirects it to /trade/BTC_USDT
    ['/trade/Eth_Usdt/', SPOT, false],
    ['/trade/NOPE_USDT', SPOT, true],
    ['/trade/nope_usdt', SPOT, true],
    ['/trade/USDT_BTC', SPOT, true],
    ['/trade/BTCUSDT_X', SPOT, true],
    // Futures: the unit lower-cased, the contract upper-cased without its underscore.
    ['/futures/usdt/BTC_USDT', FUTURES, false],
    ['/futures/USDT/BTC_USDT', FUTURES, false], // listed: the page redirects to /futures/usdt/BTC_USDT
    ['/futures/usdt/btcusdt', FUTURES, false],
    ['/futures/usdt/NOPE_USDT', FUTURES, true],
    ['/futures/btc/BTC_USDT', FUTURES, true],
    ['/futures/usdt/ETH_USDT', FUTURES, true],
    // A market's list never lists the other market's symbols.
    ['/futures/usdt/BTC_USDT', SPOT, true],
    ['/trade/BTC_USDT', FUTURES, true],
    // No list known (outage, timeout, empty): never a 404 here, the page decides (decision 0413).
    ['/trade/NOPE_USDT', null, false],
    ['/futures/usdt/NOPE_USDT', null, false],
    // Paths of no page's shape are isUnknownPagePath's; paths outside the trade pages are never unlisted.
    ['/trade/NOPE', SPOT, false],
    ['/futures/NOPE', FUTURES, false],
    ['/trade/NOPE_USDT/x', SPOT, false],
    ['/nope', SPOT, false],
    ['/', SPOT, false],
  ] as const)('%s with %p → %s', (path, listed, expected) => expect(isUnlistedSymbolPath(path, listed)).toBe(expected));

  it('an empty list lists nothing: every well-formed pair is unlisted (the cache never hands an empty list over)', () => {
    expect(isUnlistedSymbolPath('/trade/BTC_USDT', new Set())).toBe(true);
  });
});
