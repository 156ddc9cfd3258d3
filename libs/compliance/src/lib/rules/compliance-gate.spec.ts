import { complianceCheckSchema } from '@exchange/api';
import { complianceGate, type ComplianceGate, type ComplianceGateInput } from './compliance-gate';

/** A check as the api delivers it (parsed by the declared schema). */
const check = (raw: unknown) => complianceCheckSchema.parse(raw);

const blocked = check({ menu: [], limit: { is_blocked_country: true, limit_country: 'CU' } });
const futuresRestricted = check({ menu: ['futures'], limit: { is_show_compliance_tips: false } });
const futuresTips = check({ menu: ['futures'], limit: { is_show_compliance_tips: true } });
const marginRestricted = check({ menu: ['margin'], limit: {} });
const open = check({});

const input = (overrides: Partial<ComplianceGateInput>): ComplianceGateInput => ({
  site: 'main',
  locale: 'en',
  pathname: '/',
  search: '',
  check: open,
  ...overrides,
});

describe('complianceGate: spec 01 §4 compliance redirect', () => {
  it.each<[string, Partial<ComplianceGateInput>, ComplianceGate]>([
    ['blocked country, home, default locale', { check: blocked }, { kind: 'redirect', location: '/state_compliance_tips' }],
    [
      'blocked country keeps the locale prefix',
      { check: blocked, locale: 'zh' },
      { kind: 'redirect', location: '/zh/state_compliance_tips' },
    ],
    [
      'blocked country on the Turkey site (tr is its default locale)',
      { site: 'tr', locale: 'tr', check: blocked },
      { kind: 'redirect', location: '/state_compliance_tips' },
    ],
    ['blocked country may open /login', { check: blocked, pathname: '/login' }, { kind: 'none' }],
    ['blocked country may open the user agreement', { check: blocked, pathname: '/user-agreement' }, { kind: 'none' }],
    ['blocked country may open the tips page', { check: blocked, pathname: '/state_compliance_tips' }, { kind: 'none' }],
    [
      'restricted futures page redirects',
      { check: futuresRestricted, pathname: '/futures/usdt/BTC_USDT' },
      { kind: 'redirect', location: '/state_compliance_tips' },
    ],
    ['spot trading stays open when futures are restricted', { check: futuresRestricted, pathname: '/trade/BTC_USDT' }, { kind: 'none' }],
    [
      'tips on: the page shows the tips instead',
      { check: futuresTips, pathname: '/futures/usdt/BTC_USDT' },
      { kind: 'tips', feature: 'futures', reason: 'restricted' },
    ],
    [
      'a feature chosen by the query (isolated margin)',
      { check: marginRestricted, pathname: '/trade/BTC_USDT', search: '?tab=isolated_margin' },
      { kind: 'redirect', location: '/state_compliance_tips' },
    ],
    [
      "Next's _rsc parameter is not part of the page query",
      { check: marginRestricted, pathname: '/trade/BTC_USDT', search: '?_rsc=1x2y' },
      { kind: 'none' },
    ],
    ['empty pathname counts as home', { check: blocked, pathname: '' }, { kind: 'redirect', location: '/state_compliance_tips' }],
    // Spec 03 §2 / decision 1203: on the US site the tips page is under en-us, in the default language too.
    [
      'US site, default language: under /en-us',
      { site: 'us', check: blocked },
      { kind: 'redirect', location: '/en-us/state_compliance_tips' },
    ],
    ['US site, en-us', { site: 'us', locale: 'en-us', check: blocked }, { kind: 'redirect', location: '/en-us/state_compliance_tips' }],
    [
      'Japan site, default language: no prefix',
      { site: 'jp', locale: 'ja', check: blocked },
      { kind: 'redirect', location: '/state_compliance_tips' },
    ],
    ['an open check lets a trading page through', { pathname: '/futures/usdt/BTC_USDT' }, { kind: 'none' }],
  ])('%s', (_label, overrides, expected) => {
    expect(complianceGate(input(overrides))).toEqual(expected);
  });
});

describe('complianceGate: issue 13 item 4, the check unavailable after the retry fails closed (decision 0312)', () => {
  const unavailable = (feature: string): ComplianceGate => ({ kind: 'tips', feature, reason: 'check-unavailable' });
  it.each<[string, Partial<ComplianceGateInput>, ComplianceGate]>([
    ['spot trading shows the tips', { pathname: '/trade/BTC_USDT' }, unavailable('spot')],
    ['spot trading in another locale shows the tips', { pathname: '/trade/ETH_USDT', locale: 'zh' }, unavailable('spot')],
    ['futures show the tips', { pathname: '/futures/usdt/BTC_USDT' }, unavailable('futures')],
    [
      'isolated margin (by its query) shows the tips as margin',
      { pathname: '/trade/BTC_USDT', search: '?tab=isolated_margin' },
      unavailable('margin'),
    ],
    ['_rsc does not hide the trading page', { pathname: '/trade/BTC_USDT', search: '?_rsc=abc' }, unavailable('spot')],
    ['fiat trading shows the tips', { pathname: '/crypto/buy/with-credit-card' }, unavailable('fiat_trade')],
    ['copy trading shows the tips', { pathname: '/copytrading' }, unavailable('copy_trading')],
    ['case does not open a trading page', { pathname: '/TRADE/BTC_USDT' }, unavailable('spot')],
    ['a double slash does not open a trading page', { pathname: '//trade/BTC_USDT' }, unavailable('spot')],
    ['home stays reachable', { pathname: '/' }, { kind: 'none' }],
    ['an empty path (home) stays reachable', { pathname: '' }, { kind: 'none' }],
    ['log in stays reachable', { pathname: '/login' }, { kind: 'none' }],
    ['sign up stays reachable', { pathname: '/signup' }, { kind: 'none' }],
    ['the tips page stays reachable', { pathname: '/state_compliance_tips' }, { kind: 'none' }],
    ['the legal documents stay reachable', { pathname: '/user-agreement' }, { kind: 'none' }],
    ['account pages (withdrawals) stay reachable', { pathname: '/myaccount/withdraw/USDT' }, { kind: 'none' }],
    ['a page merely named like trading stays reachable', { pathname: '/trade-history-guide' }, { kind: 'none' }],
  ])('%s', (_label, overrides, expected) => {
    expect(complianceGate(input({ check: null, ...overrides }))).toEqual(expected);
  });
});
