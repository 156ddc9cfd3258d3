import { PERSONAS, PERSONA_NAMES } from '@exchange/sandbox';
import { SITE_KEYS } from '@exchange/site-config';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERSONA_CONTEXTS, SANDBOX_PERSONAS } from '../../testing/persona-contexts';
import { buildPersonaSiteTable } from '../../testing/persona-site-outcomes';
import { decideComplianceRedirect } from './decide-compliance-redirect';

const FIXTURE = join(__dirname, '__fixtures__', 'persona-site-outcomes.md');

describe('persona × site outcomes', () => {
  it('match the committed fixture (UPDATE_FIXTURES=1 rewrites it)', () => {
    const table = buildPersonaSiteTable();
    if (process.env['UPDATE_FIXTURES'] === '1') writeFileSync(FIXTURE, table);
    expect(table).toBe(readFileSync(FIXTURE, 'utf8'));
  });

  it("covers every sandbox persona, from the sandbox's own data", () => {
    expect(SANDBOX_PERSONAS).toEqual(PERSONA_NAMES);
    for (const persona of PERSONA_NAMES) expect(PERSONA_CONTEXTS[persona].check).toBe(PERSONAS[persona].compliance);
  });
});

describe('fixed facts anyone can check', () => {
  const blocked = PERSONA_CONTEXTS['blocked-country'].check;
  const restricted = PERSONA_CONTEXTS['restricted-feature'].check;

  it.each(SITE_KEYS)('blocked-country on %s: every page but the tips page, legal documents and /login redirects', (site) => {
    for (const path of ['/', '/trade/BTC_USDT', '/futures/usdt/BTC_USDT', '/signup', '/myaccount/deposit/USDT']) {
      expect(decideComplianceRedirect({ site, path, check: blocked })).toMatchObject({ kind: 'redirect', to: '/state_compliance_tips' });
    }
    for (const path of ['/state_compliance_tips', '/login', '/user-agreement']) {
      expect(decideComplianceRedirect({ site, path, check: blocked })).toEqual({ kind: 'none' });
    }
  });

  it.each(SITE_KEYS)('restricted-feature on %s: /futures/usdt/BTC_USDT redirects, /trade/BTC_USDT stays open', (site) => {
    expect(decideComplianceRedirect({ site, path: '/futures/usdt/BTC_USDT', check: restricted })).toMatchObject({
      kind: 'redirect',
      to: '/state_compliance_tips',
    });
    expect(decideComplianceRedirect({ site, path: '/trade/BTC_USDT', check: restricted })).toEqual({ kind: 'none' });
  });
});
