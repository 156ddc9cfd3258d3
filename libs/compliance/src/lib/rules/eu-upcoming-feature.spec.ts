import { isEuUpcomingFeature, linkPath } from './eu-upcoming-feature';

describe('isEuUpcomingFeature', () => {
  it.each([
    ['eu', '/futures/usdt/BTC_USDT', true],
    ['eu', '/en-eu/futures/usdt/BTC_USDT', true],
    ['eu', '/it-eu/copytrading?mode=futures', true],
    ['eu', 'https://www.example.eu/options', true],
    ['eu', '/trade/BTC_USDT?tab=isolated_margin', true],
    ['eu', '/alpha/PEPE', true],
    ['eu', '/strategybot', true],
    ['eu', '/launchpool', true],
    ['eu', '/trade/BTC_USDT', false],
    ['eu', '/simple-earn', false],
    ['eu', '/myaccount/deposit/USDT', false],
    ['eu', '/', false],
    ['eu', 'javascript:alert(1)', false],
    ['eu', '', false],
    ['eu', null, false],
    ['main', '/futures/usdt/BTC_USDT', false],
    ['us', '/futures/usdt/BTC_USDT', false],
  ])('%s %p → %p', (site, href, expected) => {
    expect(isEuUpcomingFeature(site, href)).toBe(expected);
  });
});

describe('linkPath', () => {
  it.each([
    ['/en-eu/futures', '/futures'],
    ['/it/trade/BTC_USDT?tab=spot', '/trade/BTC_USDT?tab=spot'],
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['https://x.example/ja-jp/alpha', '/alpha'],
    ['mailto:a@b.c', null],
    [42, null],
  ])('%p → %p', (href, expected) => {
    expect(linkPath(href)).toBe(expected);
  });
});
