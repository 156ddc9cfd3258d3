import { EMPTY_COMPLIANCE, type WalletBalances } from '@exchange/api';
import { createFakeMicroApp } from '@exchange/micro-app/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../../testing';
import { TRANSFERRED_EVENT } from '../../micro-app-settings';
import { AccountBalances } from './account-balances';

const wallet = (spot: string, futures: string, subs = true): WalletBalances => ({
  accounts: [
    { account: 'spot', balances: [{ currency: 'USDT', available: spot }] },
    { account: 'futures', balances: [{ currency: 'USDT', available: futures }] },
    { account: 'margin', balances: [] },
  ],
  sub_accounts: subs ? [{ uid: '600011', nickname: 'sub-trading', balances: [{ currency: 'USDT', available: '0' }] }] : [],
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('AccountBalances', () => {
  it('lists the balance of each account and sub-account', async () => {
    renderWithApi(<AccountBalances site="main" locale="en" theme="light" hidden={false} />, { walletBalances: wallet('1000', '500') });
    expect(await screen.findByTestId('balance-spot')).toHaveTextContent('1,000.00 USDT');
    expect(screen.getByTestId('balance-futures')).toHaveTextContent('500.00 USDT');
    expect(screen.getByTestId('balance-margin')).toHaveTextContent('0.00');
    expect(screen.getByText('Sub-account sub-trading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sub-account transfer' })).toBeInTheDocument();
  });

  it('hides the figures with the switch, and offers no master transfer without sub-accounts', async () => {
    renderWithApi(<AccountBalances site="main" locale="en" theme="light" hidden />, { walletBalances: wallet('1000', '500', false) });
    expect(await screen.findByTestId('balance-spot')).toHaveTextContent('****** USDT');
    expect(screen.queryByRole('button', { name: 'Sub-account transfer' })).toBeNull();
  });

  it('opens the transfer micro-app with the limit flags, and revalidates balances and total funds after a transfer', async () => {
    let spot = '1000';
    const fake = createFakeMicroApp({ name: 'funds-transfer' });
    const { client } = renderWithApi(<AccountBalances site="main" locale="en" theme="light" hidden={false} loader={fake.loader} />, {
      walletBalances: () => wallet(spot, '500'),
      complianceCheck: EMPTY_COMPLIANCE,
    });
    await screen.findByTestId('balance-spot');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer funds' });
    const mounted = await within(dialog).findByText(/Micro-app funds-transfer/);
    expect(client.calls.map((c) => c.name)).toContain('complianceCheck');
    spot = '990';
    act(() => {
      mounted.dispatchEvent(
        new CustomEvent(TRANSFERRED_EVENT, {
          bubbles: true,
          detail: { kind: 'funds', currency: 'USDT', amount: '10', from: 'spot', to: 'futures' },
        }),
      );
    });
    expect(await screen.findByText('990.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('Transferred 10 USDT.')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.name === 'totalFunds')).toHaveLength(2);
  });

  it('shows skeletons while the balances load', () => {
    renderWithApi(<AccountBalances site="main" locale="en" theme="light" hidden={false} />, {
      walletBalances: () => new Promise(() => undefined) as never,
    });
    expect(screen.getByText('Loading your balances…')).toBeInTheDocument();
  });
});
