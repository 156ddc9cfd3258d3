import { AnalyticsProvider } from '@exchange/analytics';
import { fixtureApi } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complianceWithKycToast, kycSiteContext, kycUser, riskUserGuide, riskUserToast, upgradeNoticeToast } from '../../testing';
import { KYC_UPGRADE_NOTICE_COOKIE } from '../rules/decide-kyc-modal';
import { KYC_TIP_BAR_SESSION_KEY } from '../rules/show-kyc-tip-bar';
import { KycLayer } from './kyc-layer';
import { KycTipBarLayer } from './kyc-tip-bar-layer';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  push.mockReset();
});

describe('KycLayer', () => {
  it('opens the upgrade notice from the compliance check, stores when it opened, and Verify Now goes to KYC2', async () => {
    renderWithProviders(<KycLayer context={kycSiteContext} allowOrigins={[]} />, {
      with: fixtureApi({
        userInfo: kycUser(),
        complianceCheck: complianceWithKycToast(upgradeNoticeToast),
      }),
    });
    expect(await screen.findByRole('dialog', { name: 'Dear User' })).toBeInTheDocument();
    expect(document.cookie).toMatch(new RegExp(`${KYC_UPGRADE_NOTICE_COOKIE}=\\d+`));
    await userEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    expect(push).toHaveBeenCalledWith('/myaccount/kyc2');
  });

  it('stays closed within 12 hours of the last upgrade notice', async () => {
    document.cookie = `${KYC_UPGRADE_NOTICE_COOKIE}=${Date.now() - 60_000}; Path=/`;
    const { client } = renderWithProviders(<KycLayer context={kycSiteContext} allowOrigins={[]} />, {
      with: fixtureApi({
        userInfo: kycUser(),
        complianceCheck: complianceWithKycToast(upgradeNoticeToast),
      }),
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toEqual(expect.arrayContaining(['userInfo', 'complianceCheck'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the risk guide with the server text; a guide link outside the allowed origins is dropped', async () => {
    renderWithProviders(<KycLayer context={kycSiteContext} allowOrigins={['https://help.example-exchange.test']} />, {
      with: fixtureApi({
        userInfo: kycUser({ ...riskUserGuide, risk_user_guide_url: 'https://evil.example/phish' }),
        complianceCheck: complianceWithKycToast(riskUserToast),
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dear User' });
    expect(dialog).toHaveTextContent(riskUserGuide.risk_user_guide_msg);
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${riskUserToast.risk_user_guide_cookie_key}=`);
  });

  it('keeps an allowed guide link', async () => {
    renderWithProviders(<KycLayer context={kycSiteContext} allowOrigins={['https://help.example-exchange.test']} />, {
      with: fixtureApi({
        userInfo: kycUser({ ...riskUserGuide, risk_user_guide_url: 'https://help.example-exchange.test/risk' }),
        complianceCheck: complianceWithKycToast(riskUserToast),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Learn more' })).toHaveAttribute('href', 'https://help.example-exchange.test/risk');
  });

  it('asks nothing for a visitor', async () => {
    const { client } = renderWithProviders(
      <KycLayer context={{ ...kycSiteContext, user: { isLoggedIn: false, uid: null, nickname: null } }} allowOrigins={[]} />,
      { with: fixtureApi({ complianceCheck: complianceWithKycToast(upgradeNoticeToast) }) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('KycTipBarLayer', () => {
  it('shows the bar to a user below KYC2, linking to the KYC home in the page locale; closing it lasts for the session', async () => {
    renderWithProviders(<KycTipBarLayer context={{ ...kycSiteContext, locale: 'zh' }} />, {
      with: fixtureApi({ userInfo: kycUser({ verified: 2 }) }),
    });
    const bar = await screen.findByRole('region', { name: 'Identity verification reminder' });
    expect(screen.getByRole('link', { name: 'Verify Now' })).toHaveAttribute('href', '/zh/myaccount/kyc_home');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(bar).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(KYC_TIP_BAR_SESSION_KEY)).toBe('1');
  });

  it('reports its view and close through the analytics client (issue 12 item 6)', async () => {
    const { client } = renderWithProviders(
      <AnalyticsProvider context={kycSiteContext} bigData>
        <KycTipBarLayer context={kycSiteContext} />
      </AnalyticsProvider>,
      { with: fixtureApi({ userInfo: kycUser({ verified: 2 }), analyticsCollect: { accepted: true } }) },
    );
    await screen.findByRole('region', { name: 'Identity verification reminder' });
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(
      () => {
        const sent = client.calls
          .filter((call) => call.name === 'analyticsCollect')
          .flatMap((call) => (call.input as { events: { name: string; props: unknown }[] }).events);
        expect(sent).toEqual([
          expect.objectContaining({ name: 'kyc_tip_bar_view', props: { verified: 2, site: 0 } }),
          expect.objectContaining({ name: 'kyc_tip_bar_close', props: { verified: 2, site: 0 } }),
        ]);
      },
      { timeout: 5000 },
    );
  });

  it('stays hidden after a dismissal earlier in the session, and for a KYC2 user', async () => {
    window.sessionStorage.setItem(KYC_TIP_BAR_SESSION_KEY, '1');
    const first = renderWithProviders(<KycTipBarLayer context={kycSiteContext} />, {
      with: fixtureApi({ userInfo: kycUser({ verified: 2 }) }),
    });
    await waitFor(() => expect(first.client.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('kyc-tip-bar')).not.toBeInTheDocument();
    first.unmount();
    window.sessionStorage.clear();
    const second = renderWithProviders(<KycTipBarLayer context={kycSiteContext} />, {
      with: fixtureApi({ userInfo: kycUser({ verified: 1 }) }),
    });
    await waitFor(() => expect(second.client.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('kyc-tip-bar')).not.toBeInTheDocument();
  });
});
