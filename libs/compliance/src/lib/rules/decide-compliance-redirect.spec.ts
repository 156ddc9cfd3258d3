import { apiCheck, apiCheckOrFallback } from '../../testing/api-shapes';
import { decideComplianceRedirect, type ComplianceRedirect } from './decide-compliance-redirect';
import { isLegalDocumentPath } from './legal-documents';

const blocked = apiCheck({ menu: [], limit: { is_blocked_country: true } });
const restrictedTipsOff = apiCheck({ menu: ['futures'], limit: { is_show_compliance_tips: false } });
const restrictedTipsOn = apiCheck({ menu: ['futures', 'copy_trading'], limit: { is_show_compliance_tips: 1 } });
const open = apiCheck({ menu: [], limit: {} });

const toTips: ComplianceRedirect = { kind: 'redirect', to: '/state_compliance_tips', reason: 'blocked-country' };
const none: ComplianceRedirect = { kind: 'none' };

describe('decideComplianceRedirect: blocked country', () => {
  it.each([
    ['main', '/', toTips],
    ['main', '/trade/BTC_USDT', toTips],
    ['main', '/futures/usdt/BTC_USDT', toTips],
    ['main', '/signup', toTips],
    ['main', '/state_compliance_tips', none],
    ['main', '/login', none],
    ['main', '/login?redirect=/trade', none],
    ['main', '/user-agreement', none],
    ['main', '/privacy-policy', none],
    ['main', '/docs/agreement.html', none],
    ['us', '/legal/user-agreement', none],
    ['us', '/legal/disclosures', none],
    ['main', '/legal/disclosures', toTips],
    ['ae', '/legal/privacy-and-cookie-policy', none],
    ['uk', '/page/contacts', none],
    ['main', '/page/contacts', toTips],
    ['eu', '/static/legal/eu/user-agreement.pdf', none],
    ['jp', '/static/legal/jp/important-notes.pdf', none],
    ['main', '/static/legal/eu/user-agreement.pdf', toTips],
    ['unknown-site', '/user-agreement', none],
    ['unknown-site', '/', toTips],
  ])('%s %s', (site, path, expected) => {
    expect(decideComplianceRedirect({ site, path, check: blocked })).toEqual(expected);
  });

  it('blocks even when the feature rule would only show tips', () => {
    const check = apiCheck({ menu: ['futures'], limit: { is_blocked_country: '1', is_show_compliance_tips: true } });
    expect(decideComplianceRedirect({ site: 'main', path: '/futures/usdt/BTC_USDT', check })).toEqual(toTips);
  });
});

describe('decideComplianceRedirect: restricted feature', () => {
  it.each([
    [
      restrictedTipsOff,
      '/futures/usdt/BTC_USDT',
      { kind: 'redirect', to: '/state_compliance_tips', reason: 'restricted-feature', feature: 'futures' },
    ],
    [restrictedTipsOff, '/trade/BTC_USDT', none],
    [restrictedTipsOff, '/copytrading', none],
    [restrictedTipsOff, '/state_compliance_tips', none],
    [restrictedTipsOn, '/futures/usdt/BTC_USDT', { kind: 'tips', feature: 'futures' }],
    [restrictedTipsOn, '/copytrading/trader/futures/9?follow=1', { kind: 'tips', feature: 'copy_trading' }],
    [restrictedTipsOn, '/trade/BTC_USDT', none],
    [open, '/futures/usdt/BTC_USDT', none],
  ])('%#: %s', (check, path, expected) => {
    expect(decideComplianceRedirect({ site: 'main', path, check })).toEqual(expected);
  });
});

describe('decideComplianceRedirect: bad input never throws', () => {
  it.each([[null], [undefined], [apiCheckOrFallback({ menu: 'futures' })], [apiCheckOrFallback({ menu: [42], limit: 'x' })]])(
    'check %p → none',
    (check) => {
      expect(decideComplianceRedirect({ site: 'main', path: '/futures/usdt/BTC_USDT', check })).toEqual(none);
    },
  );

  it('numeric menu codes are compared as strings', () => {
    const check = apiCheck({ menu: [7], limit: {} });
    const routes = [{ code: '7', patterns: ['/seven/**'] }];
    expect(decideComplianceRedirect({ site: 'main', path: '/seven', check, routes })).toMatchObject({ kind: 'redirect' });
  });

  it('a non-string path is treated as home', () => {
    expect(decideComplianceRedirect({ site: 'main', path: 42 as unknown as string, check: blocked })).toEqual(toTips);
  });
});

describe('isLegalDocumentPath', () => {
  it.each([
    ['main', '/user-agreement', true],
    ['main', '/USER-AGREEMENT/', true],
    ['us', '/legal/privacy-policy', true],
    ['us', '/privacy-policy', false],
    ['jp', '/static/legal/jp/user-agreement.pdf', true],
    ['hk', '/static/legal/hk/privacy-policy.pdf', true],
    ['main', '/docs/agreement.html', true],
    ['mars', '/privacy-policy', true],
    ['main', '/fee', false],
  ])('%s %s → %p', (site, path, expected) => {
    expect(isLegalDocumentPath(site, path)).toBe(expected);
  });
});
