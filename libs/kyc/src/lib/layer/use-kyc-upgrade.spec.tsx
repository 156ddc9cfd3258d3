import type { SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kycSiteContext } from '../../testing';
import { KycUpgradeLayer } from './kyc-upgrade-layer';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

beforeEach(() => push.mockReset());

// Spec 03 §2 / decision 1203: on the US site every internal link is under en-us, in the default language too.
describe('useKycUpgrade on the web: /myaccount/kyc2 through the site href helper', () => {
  it.each<[SiteKey, string, string]>([
    ['main', 'en', '/myaccount/kyc2'],
    ['main', 'zh', '/zh/myaccount/kyc2'],
    ['us', 'en', '/en-us/myaccount/kyc2'],
    ['us', 'en-us', '/en-us/myaccount/kyc2'],
    ['jp', 'ja', '/myaccount/kyc2'],
  ])('on the %s site in %s, Upgrade KYC goes to %s', async (site, locale, path) => {
    const context: SiteContext = { ...kycSiteContext, site, locale };
    renderWithProviders(<KycUpgradeLayer context={context} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade KYC' }));
    expect(push).toHaveBeenCalledWith(path);
  });
});
