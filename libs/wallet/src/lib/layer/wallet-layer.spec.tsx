import { EMPTY_COMPLIANCE, DEFAULT_HEADER_COMMON_DATA } from '@exchange/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi, walletSiteContext } from '../../testing';
import { useOpenDeposit, useOpenDepositMethods } from '../state/deposit-entry';
import { WalletLayer } from './wallet-layer';

function Entries() {
  const openDeposit = useOpenDeposit();
  const openMethods = useOpenDepositMethods();
  return (
    <>
      <button type="button" onClick={openDeposit}>
        Deposit
      </button>
      <button type="button" onClick={openMethods}>
        Methods
      </button>
    </>
  );
}

const header = { ...DEFAULT_HEADER_COMMON_DATA, defaultP2PFiat: 'EUR', defaultBuyCryptoFiat: 'EUR' };

describe('WalletLayer (deposit from anywhere)', () => {
  it('opens the fund-wallet drawer with main’s five links (spec 01 §2)', async () => {
    renderWithApi(
      <>
        <Entries />
        <WalletLayer context={walletSiteContext} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fund your wallet' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/crypto/buy/with-credit-card?method=card',
      '/crypto/buy/with-bank-account?method=bank',
      '/c2c/market',
    ]);
  });

  it('gives the US site (its own host) its own two links, under /en-us (spec 03 §2)', async () => {
    renderWithApi(
      <>
        <Entries />
        <WalletLayer context={{ ...walletSiteContext, site: 'us' }} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fund your wallet' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en-us/myaccount/deposit/USDT', '/en-us/buy-sell-crypto']);
  });

  it('shows the other ways in the deposit-method modal with the fiat filled in', async () => {
    const { client } = renderWithApi(
      <>
        <Entries />
        <WalletLayer context={walletSiteContext} />
      </>,
      { complianceCheck: EMPTY_COMPLIANCE, headerCommonData: header, userConfig: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Methods' }));
    const modal = await screen.findByRole('dialog', { name: 'Choose a deposit method' });
    expect(within(modal).getByRole('link', { name: /P2P trading/ })).toHaveAttribute('href', '/c2c/USDT_EUR');
    expect(within(modal).getByRole('link', { name: /Credit card/ })).toHaveAttribute(
      'href',
      '/crypto/buy/with-credit-card?method=card&fiat=EUR',
    );
    expect(client.calls.map((c) => c.name)).toEqual(expect.arrayContaining(['complianceCheck', 'headerCommonData', 'userConfig']));
  });

  it.each([
    ['UK-limited', { complianceCheck: { ...EMPTY_COMPLIANCE, limit: { ...EMPTY_COMPLIANCE.limit, is_uk_limit: true } } }],
    ['fiat_trade in the menu', { complianceCheck: { ...EMPTY_COMPLIANCE, menu: ['fiat_trade'] } }],
    ['the section switched off', { complianceCheck: EMPTY_COMPLIANCE, userConfig: { deposit_other_ways: false } }],
  ])('hides the other ways when %s', async (_label, fixtures) => {
    renderWithApi(
      <>
        <Entries />
        <WalletLayer context={walletSiteContext} />
      </>,
      { headerCommonData: header, ...fixtures },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Methods' }));
    const modal = await screen.findByRole('dialog', { name: 'Choose a deposit method' });
    expect(within(modal).getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/myaccount/deposit/USDT');
    expect(within(modal).queryByRole('heading', { name: 'Other ways' })).toBeNull();
  });

  it('closes the modal with its × and reopens it', async () => {
    renderWithApi(
      <>
        <Entries />
        <WalletLayer context={walletSiteContext} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Methods' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a deposit method' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Methods' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a deposit method' })).toBeInTheDocument();
  });

  it('renders nothing and calls nothing for a visitor', async () => {
    const { client } = renderWithApi(
      <>
        <Entries />
        <WalletLayer context={{ ...walletSiteContext, user: { isLoggedIn: false, uid: null, nickname: null } }} />
      </>,
    );
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Methods' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.calls).toEqual([]);
  });
});
