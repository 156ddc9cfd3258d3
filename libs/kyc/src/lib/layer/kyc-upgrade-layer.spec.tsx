import { fixtureApi } from '@exchange/api/testing';
import type { SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complianceWithKycToast, kycSiteContext, kycUser, upgradeNoticeToast } from '../../testing';
import { KycLayer } from './kyc-layer';
import { KycUpgradeLayer } from './kyc-upgrade-layer';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

type Win = Record<string, unknown>;
const posted: [string, unknown][] = [];
const receiver = (name: string) => ({ postMessage: (m: unknown) => posted.push([name, m]) });

beforeEach(() => {
  push.mockReset();
  posted.length = 0;
  (window as unknown as Win)['webkit'] = { messageHandlers: { exchangeBridge: receiver('exchangeBridge'), openKYC: receiver('openKYC') } };
});
afterEach(() => {
  delete (window as unknown as Win)['webkit'];
});

const inApp = (build: number, site: SiteContext['site'] = 'main'): SiteContext => ({
  ...kycSiteContext,
  site,
  inAppWebview: true,
  nativeApp: { platform: 'ios', build },
  siteOrigins: { ...kycSiteContext.siteOrigins, [site]: 'https://www.example-exchange.test' },
});

describe('KycUpgradeLayer (spec 02 §2 KYC landing, §4 upgrade; iOS threshold 202306151200)', () => {
  it('on the web, Upgrade KYC goes to /myaccount/kyc2 and the main help article is the web one', async () => {
    renderWithProviders(<KycUpgradeLayer context={kycSiteContext} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade KYC' }));
    expect(push).toHaveBeenCalledWith('/myaccount/kyc2');
    expect(screen.getByRole('link', { name: 'How identity verification works' })).toHaveAttribute(
      'href',
      'https://help.example-exchange.test/hc/articles/identity-verification',
    );
  });

  it.each<[number, [string, unknown]]>([
    [202306151100, ['openKYC', {}]],
    [202306151200, ['exchangeBridge', { action: 'openKyc', version: 2 }]],
  ])('in the iOS app build %d, Upgrade KYC calls the bridge %p', async (build, call) => {
    renderWithProviders(<KycUpgradeLayer context={inApp(build)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade KYC' }));
    expect(posted).toEqual([call]);
    expect(push).not.toHaveBeenCalled();
  });

  it('in the app on the US site, the help article is the US app copy, opened through the bridge', async () => {
    renderWithProviders(<KycUpgradeLayer context={inApp(202306151200, 'us')} />);
    const link = screen.getByRole('link', { name: 'How identity verification works' });
    const href = 'https://help.us.example-exchange.test/app/articles/identity-verification';
    expect(link).toHaveAttribute('href', href);
    await userEvent.click(link);
    expect(posted).toEqual([['exchangeBridge', { action: 'openUrl', url: href }]]);
  });
});

describe('KycLayer upgrade notice inside the app', () => {
  it('Verify Now opens the native KYC page (old iOS entry), not /myaccount/kyc2', async () => {
    renderWithProviders(<KycLayer context={inApp(202306151100)} allowOrigins={[]} />, {
      with: fixtureApi({
        userInfo: kycUser(),
        complianceCheck: complianceWithKycToast(upgradeNoticeToast),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Now' }));
    expect(posted).toEqual([['openKYC', {}]]);
    expect(push).not.toHaveBeenCalled();
  });
});
