import { FEATURE_ROUTES, featureCodeForPath, matchesRoutePattern } from './feature-routes';

describe('matchesRoutePattern', () => {
  it.each([
    ['/futures/**', '/futures', true],
    ['/futures/**', '/futures/usdt/BTC_USDT', true],
    ['/futures/**', '/FUTURES/usdt', true],
    ['/futures/**', '/futures-delivery/usdt', false],
    ['/futures/*', '/futures/usdt', true],
    ['/futures/*', '/futures/usdt/BTC_USDT', false],
    ['/futures/*', '/futures', false],
    ['/trade', '/trade', true],
    ['/trade', '/trade/BTC_USDT', false],
  ])('%s vs %s → %p', (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });

  it('checks a query constraint', () => {
    const margin = { path: '/trade/**', query: { tab: 'isolated_margin' } };
    expect(matchesRoutePattern(margin, '/trade/BTC_USDT?tab=isolated_margin')).toBe(true);
    expect(matchesRoutePattern(margin, '/trade/BTC_USDT?tab=spot')).toBe(false);
    expect(matchesRoutePattern(margin, '/trade/BTC_USDT')).toBe(false);
  });
});

describe('featureCodeForPath', () => {
  it.each([
    ['/futures/usdt/BTC_USDT', 'futures'],
    ['/futures', 'futures'],
    ['/futures-delivery/usdt', 'delivery'],
    ['/options/BTC', 'options'],
    ['/trade/BTC_USDT?tab=isolated_margin', 'margin'],
    ['/margin-trade/BTC_USDT', 'margin'],
    ['/copytrading', 'copy_trading'],
    ['/copytrading/trader/futures/123?follow=1', 'copy_trading'],
    ['/c2c/USDT_EUR', 'fiat_trade'],
    ['/crypto/buy/with-credit-card?method=card&fiat=EUR', 'fiat_trade'],
    ['/alpha/PEPE', 'alpha'],
    ['/simple-earn', 'earn'],
    ['/lend-earn', 'earn'],
    ['/strategybot', 'strategy_bot'],
    ['/launchpool', 'launchpool'],
    ['/startup/12', 'startup'],
    ['/pre-market', 'pre_market'],
    ['/pilot', 'pilot'],
    ['/trade/BTC_USDT', null],
    ['/', null],
    ['/login', null],
    ['/myaccount/deposit/USDT', null],
    [undefined, null],
  ])('%p → %p', (path, code) => {
    expect(featureCodeForPath(path)).toBe(code);
  });

  it('has unique codes', () => {
    const codes = FEATURE_ROUTES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
