import type { ComplianceCheck } from '@exchange/compliance';
import { complianceGate, type ComplianceGateInput } from './compliance-gate';

const blocked: ComplianceCheck = { menu: [], limit: { is_blocked_country: true, limit_country: 'CU' } };
const futuresRestricted: ComplianceCheck = { menu: ['futures'], limit: { is_show_compliance_tips: false } };
const futuresTips: ComplianceCheck = { menu: ['futures'], limit: { is_show_compliance_tips: true } };
const marginRestricted: ComplianceCheck = { menu: ['margin'], limit: {} };

const input = (overrides: Partial<ComplianceGateInput>): ComplianceGateInput => ({
  site: 'main',
  locale: 'en',
  pathname: '/',
  search: '',
  check: null,
  ...overrides,
});

describe('complianceGate', () => {
  it.each<[string, Partial<ComplianceGateInput>, ReturnType<typeof complianceGate>]>([
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
      { kind: 'tips', feature: 'futures' },
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
    ['failed check (null): the page proceeds', { check: null, pathname: '/futures/usdt/BTC_USDT' }, { kind: 'none' }],
    ['empty pathname counts as home', { check: blocked, pathname: '' }, { kind: 'redirect', location: '/state_compliance_tips' }],
  ])('%s', (_label, overrides, expected) => {
    expect(complianceGate(input(overrides))).toEqual(expected);
  });
});
