import { KYC_HELP_LINKS, kycHelpLink } from './kyc-help-link';

describe('kycHelpLink (spec 02 §2: per sub-site, main and US, different in the native app)', () => {
  it.each<[string, number, boolean, string]>([
    ['main (0) on the web', 0, false, KYC_HELP_LINKS[0].web],
    ['main (0) in the app', 0, true, KYC_HELP_LINKS[0].app],
    ['US (232) on the web', 232, false, KYC_HELP_LINKS[232].web],
    ['US (232) in the app', 232, true, KYC_HELP_LINKS[232].app],
    ['Turkey (177) uses main’s', 177, false, KYC_HELP_LINKS[0].web],
    ['testnet (666) in the app uses main’s', 666, true, KYC_HELP_LINKS[0].app],
  ])('%s', (_label, site, inApp, expected) => expect(kycHelpLink(site, inApp)).toBe(expected));

  it('the app and web articles differ on every sub-site', () => {
    for (const links of Object.values(KYC_HELP_LINKS)) expect(links.app).not.toBe(links.web);
  });
});
