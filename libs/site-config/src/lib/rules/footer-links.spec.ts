import type { SiteKey } from '../data/site-keys';
import { footerCopyright } from './footer-copyright';
import { footerLinks } from './footer-links';

const anonymous = { isLoggedIn: false, declarationSigned: false };
const ids = (site: SiteKey, ctx = anonymous) => footerLinks(site, ctx).map((l) => `${l.id} ${l.href}`);

describe('footerLinks (spec 03 §2 "Footer link sets per site")', () => {
  it.each<[SiteKey, string[]]>([
    ['main', ['about /about-us', 'download /mobileapp', 'userAgreement /user-agreement', 'rateStandards /fee']],
    ['testnet', ['about /about-us', 'userAgreement /user-agreement', 'rateStandards /fee']],
    ['tr', ['about /about-us', 'userAgreement /user-agreement', 'rateStandards /fee']],
    [
      'hk',
      [
        'about /about-us',
        'download /static/legal/hk/user-agreement.pdf',
        'userAgreement /static/legal/hk/user-agreement.pdf',
        'rateStandards /fee',
      ],
    ],
    ['eu', ['about /about-us', 'userAgreement /static/legal/eu/user-agreement.pdf', 'fees /fee']],
    ['us', ['about /about-us', 'userAgreement /legal/user-agreement', 'fees /fee']],
    ['jp', ['contacts /page/contacts', 'userAgreement /static/legal/jp/user-agreement.pdf', 'fees /fee']],
    ['uk', ['about /about-us', 'userAgreement /user-agreement', 'fees /fee']],
    ['au', ['about /about-us', 'userAgreement /user-agreement', 'fees /fee']],
    ['ae', ['contacts /page/contacts', 'userAgreement /user-agreement', 'fees /fee']],
    ['bs', ['contacts /page/contacts', 'userAgreement /static/legal/bs/user-agreement.pdf', 'fees /fee']],
    ['sg', ['contacts /page/contacts', 'userAgreement /static/legal/sg/user-agreement.pdf', 'fees /fee']],
  ])('%s → %p', (site, expected) => {
    expect(ids(site)).toEqual(expected);
  });

  it.each([
    [false, false, false],
    [false, true, false],
    [true, false, false],
    [true, true, true],
  ])('Turkey declaration link: logged in %p, signed %p → shown %p', (isLoggedIn, declarationSigned, shown) => {
    const links = footerLinks('tr', { isLoggedIn, declarationSigned });
    expect(links.some((l) => l.id === 'declaration')).toBe(shown);
    expect(links.some((l) => l.id === 'download')).toBe(false);
  });

  it('only Turkey ever shows the declaration', () => {
    expect(footerLinks('main', { isLoggedIn: true, declarationSigned: true }).some((l) => l.id === 'declaration')).toBe(false);
  });

  it('PDF documents open in a new tab', () => {
    expect(
      footerLinks('hk', anonymous)
        .filter((l) => l.newTab)
        .map((l) => l.id),
    ).toEqual(['download', 'userAgreement']);
    expect(footerLinks('main', anonymous).some((l) => l.newTab)).toBe(false);
  });

  it('falls back to main for an unknown site', () => {
    expect(footerLinks('xx' as SiteKey, anonymous)).toEqual(footerLinks('main', anonymous));
  });
});

describe('footerCopyright (site name + current year; Japan fixed)', () => {
  it.each<[SiteKey, number, string]>([
    ['main', 2025, '© 2025 Example Exchange'],
    ['us', 2026, '© 2026 Example Exchange US'],
    ['tr', 2025, '© 2025 Example Exchange TR'],
    ['jp', 2025, 'Copyright © Example Exchange Japan. All Rights Reserved.'],
    ['jp', 2031, 'Copyright © Example Exchange Japan. All Rights Reserved.'],
    ['main', Number.NaN, '© Example Exchange'],
    ['main', 20.5, '© Example Exchange'],
    ['main', 12, '© Example Exchange'],
  ])('%s in %p → %p', (site, year, expected) => {
    expect(footerCopyright(site, year, {})).toBe(expected);
  });

  it('uses the configured name', () => {
    expect(footerCopyright('uk', 2025, { SITE_UK_NAME: 'Test Exchange UK' })).toBe('© 2025 Test Exchange UK');
  });

  it('takes the year from a passed-in clock', () => {
    const now = Date.UTC(2027, 5, 1);
    expect(footerCopyright('main', new Date(now).getUTCFullYear(), {})).toBe('© 2027 Example Exchange');
  });
});
