import { EMPTY_COMPLIANCE, ENDPOINTS } from '@exchange/api';
import { fixtureApi } from '@exchange/api/testing';
import type { FixtureData } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountNav, type AccountNavProps } from './account-nav';

/** The sandbox persona `menu-restricted` (decision 1320): menu-config hides the coupon centre and adds a tip; fee tier 5. */
const menuRestricted: FixtureData = {
  menuConfig: {
    ...EMPTY_COMPLIANCE,
    menu: ['coupons'],
    tips: {
      ...EMPTY_COMPLIANCE.tips,
      enable: true,
      title: 'Rewards are limited in your region',
      content: 'Coupons and vouchers are not offered to accounts in your region.',
      ok_button: 'Read the user agreement',
      ok_button_router: '/user-agreement',
    },
  },
  userTier: { tier: 5 },
};

const props: AccountNavProps = { site: 'main', locale: 'en', currentPath: '/myaccount/security', isLoggedIn: true, viewportWidth: 1600 };

const nav = () => screen.getByRole('navigation', { name: 'Account navigation' });

describe('AccountNav (decision 1320)', () => {
  beforeEach(() => window.localStorage.clear());

  it('until the server answers, and with every default, it shows all the account pages (spec 03 §8)', async () => {
    const { client } = renderWithProviders(<AccountNav {...props} currentPath="/myaccount/totp" />, { with: fixtureApi() });
    await waitFor(() => expect(client.calls.map((c) => c.name).sort()).toEqual(['menuConfig', 'siteSettings', 'userTier']));
    for (const [name, href] of [
      ['Identity verification', '/myaccount/kyc_home'],
      ['Fund password', '/myaccount/fundpass_setup'],
      ['Authenticator app', '/myaccount/totp'],
      ['Coupons', '/myaccount/coupon_center'],
      ['Support tickets', '/myaccount/tickets'],
      ['Notifications', '/myaccount/notifications'],
    ]) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The current page's sub-menu is open and its entry marked.
    expect(within(nav()).getByRole('button', { name: 'Security' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Authenticator app' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).queryByTestId('side-nav-summary')).not.toBeInTheDocument();
    expect(within(nav()).queryByTestId('side-nav-tip')).not.toBeInTheDocument();
    expect(within(nav()).queryByTestId('side-nav-badge')).not.toBeInTheDocument();
  });

  it('the menu-restricted user: no coupon centre, the tip with its link, the fee tier line', async () => {
    renderWithProviders(<AccountNav {...props} />, { with: fixtureApi(menuRestricted) });
    expect(await within(nav()).findByTestId('side-nav-summary')).toHaveTextContent('Fee tier: VIP 5');
    const tip = await within(nav()).findByTestId('side-nav-tip');
    expect(tip).toHaveTextContent('Rewards are limited in your region');
    expect(within(tip).getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(within(nav()).queryByRole('link', { name: /^Coupons/ })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Support tickets' })).toBeVisible();
  });

  it('site/settings marks the coupon centre "New"', async () => {
    renderWithProviders(<AccountNav {...props} />, {
      with: fixtureApi({ siteSettings: { ...ENDPOINTS.siteSettings.fallback, menu_badges: { coupons: 'new' } } }),
    });
    expect(await within(nav()).findByRole('link', { name: 'Coupons New' })).toHaveAttribute('href', '/myaccount/coupon_center');
  });

  it('a visitor is not asked the fee tier, and gets no tier line', async () => {
    const { client } = renderWithProviders(<AccountNav {...props} isLoggedIn={false} />, { with: fixtureApi(menuRestricted) });
    await within(nav()).findByTestId('side-nav-tip');
    expect(client.calls.map((c) => c.name)).not.toContain('userTier');
    expect(within(nav()).queryByTestId('side-nav-summary')).not.toBeInTheDocument();
  });

  it('links and the tip link in the page locale; a deposit page opens Assets and marks its own entry (decision 1946)', async () => {
    renderWithProviders(<AccountNav {...props} locale="ar" currentPath="/ar/myaccount/deposit/USDT" />, {
      with: fixtureApi(menuRestricted),
    });
    const tip = await within(nav()).findByTestId('side-nav-tip');
    expect(within(tip).getByRole('link', { name: 'Read the user agreement' })).toHaveAttribute('href', '/ar/user-agreement');
    expect(within(nav()).getByRole('button', { name: 'Assets' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/ar/myaccount/assets');
    expect(within(nav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav()).getByRole('link', { name: 'Deposit crypto' })).toHaveAttribute('aria-current', 'page');
  });

  it.each<[string, string]>([
    ['/myaccount/deposit_fiat', 'Deposit fiat'],
    ['/myaccount/withdraw/BTC', 'Withdraw'],
    ['/myaccount/assets', 'Overview'],
  ])('on %s only "%s" is the current page (decision 1946)', async (path, name) => {
    renderWithProviders(<AccountNav {...props} currentPath={path} />, { with: fixtureApi() });
    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name]);
  });

  it('a site without a notification centre has no entry for it (03 §3/§6 hiddenNotification)', () => {
    renderWithProviders(<AccountNav {...props} site="us" />, { with: fixtureApi() });
    expect(within(nav()).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('remembers the open sub-menus and the collapse choice, and starts from them', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<AccountNav {...props} currentPath="/myaccount/assets" />, { with: fixtureApi() });
    await user.click(within(nav()).getByRole('button', { name: 'Security' }));
    expect(within(nav()).getByRole('link', { name: 'Fund password' })).toHaveAttribute('href', '/myaccount/fundpass_setup');
    expect(JSON.parse(window.localStorage.getItem('account-nav:submenus') ?? '[]')).toContain('security');
    await user.click(within(nav()).getByRole('button', { name: 'Collapse menu' }));
    expect(window.localStorage.getItem('account-nav:collapsed')).toBe('true');
    first.unmount();

    renderWithProviders(<AccountNav {...props} currentPath="/myaccount/assets" />, { with: fixtureApi() });
    expect(nav()).toHaveAttribute('data-mode', 'collapsed');
    await user.click(within(nav()).getByRole('button', { name: 'Expand menu' }));
    expect(within(nav()).getByRole('link', { name: 'Fund password' })).toBeVisible();
  });

  it('blocked storage: the menu still works, it just forgets', async () => {
    const user = userEvent.setup();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      renderWithProviders(<AccountNav {...props} currentPath="/myaccount/assets" />, { with: fixtureApi() });
      await user.click(within(nav()).getByRole('button', { name: 'Security' }));
      expect(within(nav()).getByRole('link', { name: 'Authenticator app' })).toHaveAttribute('href', '/myaccount/totp');
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
