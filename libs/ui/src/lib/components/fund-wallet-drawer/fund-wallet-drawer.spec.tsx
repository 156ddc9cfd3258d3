import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureFundWalletLinksMain, fixtureFundWalletLinksUs } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { FUND_WALLET_DRAWER_SLIDE_MS, FUND_WALLET_DRAWER_WIDTH, FundWalletDrawer } from './fund-wallet-drawer';

describe('FundWalletDrawer (spec 01 §2)', () => {
  it('uses the spec constants: 414 px wide, 300 ms slide', () => {
    expect(FUND_WALLET_DRAWER_WIDTH).toBe(414);
    expect(FUND_WALLET_DRAWER_SLIDE_MS).toBe(300);
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<FundWalletDrawer open={false} onOpenChange={jest.fn()} links={fixtureFundWalletLinksMain} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, typeof fixtureFundWalletLinksMain, string[]]>([
    [
      'main',
      fixtureFundWalletLinksMain,
      [
        '/myaccount/deposit/USDT',
        '/myaccount/deposit_gatecode',
        '/crypto/buy/with-credit-card?method=card',
        '/crypto/buy/with-bank-account?method=bank',
        '/c2c/market',
      ],
    ],
    ['US', fixtureFundWalletLinksUs, ['/myaccount/deposit/USDT', '/buy-sell-crypto']],
  ])('shows the %s site links in a titled dialog 414 px wide', async (_site, links, hrefs) => {
    renderWithProviders(<FundWalletDrawer open onOpenChange={jest.fn()} links={links} />);
    const dialog = await screen.findByRole('dialog', { name: 'Fund your wallet' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(hrefs);
    expect(screen.getByTestId('fund-wallet-drawer')).toHaveStyle({ width: '414px' });
  });

  it('closes from the close button and from Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithProviders(<FundWalletDrawer open onOpenChange={onOpenChange} links={fixtureFundWalletLinksUs} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithProviders(<FundWalletDrawer open onOpenChange={onOpenChange} links={fixtureFundWalletLinksUs} />);
    const link = await screen.findByRole('link', { name: 'Buy & sell crypto' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
