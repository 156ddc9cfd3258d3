import { getSiteConfig } from '../config/get-site-config';
import { SITE_KEYS, type SiteKey } from '../data/site-keys';
import { legalDocuments } from './legal-documents';

describe('legalDocuments (spec 03 §2 "Legal document paths by region")', () => {
  it.each<[SiteKey, string[]]>([
    ['main', ['agreement /user-agreement', 'privacy_policy /privacy-policy']],
    ['tr', ['agreement /user-agreement', 'privacy_policy /privacy-policy']],
    ['uk', ['agreement /user-agreement', 'privacy_policy /privacy-policy', 'contacts /page/contacts']],
    ['us', ['agreement /legal/user-agreement', 'privacy_policy /legal/privacy-policy', 'risk_disclosure /legal/disclosures']],
    ['ae', ['privacy_policy /legal/privacy-and-cookie-policy']],
    ['testnet', ['agreement /user-agreement', 'privacy_policy /privacy-policy']],
    ['au', ['agreement /user-agreement', 'privacy_policy /privacy-policy']],
  ])('%s → %p', (site, expected) => {
    expect(legalDocuments(site).map((d) => `${d.kind} ${d.href}`)).toEqual(expected);
  });

  it.each<[SiteKey]>([['eu'], ['hk'], ['bs'], ['sg'], ['jp']])('%s publishes PDF documents', (site) => {
    const docs = legalDocuments(site);
    expect(docs.map((d) => d.kind)).toEqual(expect.arrayContaining(['agreement', 'privacy_policy']));
    for (const doc of docs) {
      expect(doc.pdf).toBe(true);
      expect(doc.href).toMatch(new RegExp(`^/static/legal/${site}/[a-z-]+\\.pdf$`));
    }
  });

  it('Japan also has its important notes', () => {
    expect(legalDocuments('jp').map((d) => d.kind)).toContain('important_notes');
  });

  it.each(SITE_KEYS.map((k) => [k]))('%s: SiteConfig.legalPaths are the same paths', (site) => {
    expect(getSiteConfig(site, {}).legalPaths).toEqual(legalDocuments(site).map((d) => d.href));
  });
});
