import { ExchangeClientProvider, type AlphaToken, type EndpointName, type FailureKind } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { alphaTokenFixtures } from '@exchange/content/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AlphaTokenView } from './alpha-token-view';

const wallet = {
  accounts: [
    {
      account: 'spot' as const,
      balances: [
        { currency: 'USDT', available: '100' },
        { currency: 'PEPE', available: '1000000' },
      ],
    },
  ],
  sub_accounts: [],
};

const ORDER = { order_id: 'alpha-1', token: 'PEPE', amount: '1081081.08108108', price: '0.0000185', usdt_amount: '20', created_at: 1 };

const renderView = (failures: Partial<Record<EndpointName, FailureKind>>) => {
  const client = createFixtureClient({ alphaTokens: alphaTokenFixtures, walletBalances: wallet, alphaOrder: ORDER }, failures);
  renderWithProviders(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AlphaTokenView site="main" locale="en" token={alphaTokenFixtures[0] as AlphaToken} isLoggedIn />
    </ExchangeClientProvider>,
  );
  return client;
};

const buy = async (amount: string) => {
  await screen.findByText('Available: 100 USDT');
  const input = screen.getByRole('textbox', { name: 'Pay (USDT)' });
  fireEvent.change(input, { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Buy PEPE' }));
  return input;
};

describe('AlphaTokenView before the wallet read arrives (decision 1970: the e2e flake "Buy did nothing")', () => {
  it('shows a dash for the balance and the holding, and a Buy clicked then is sent (the server checks the balance)', async () => {
    const client = renderView({});
    expect(screen.getByText('Available: — USDT')).toBeTruthy();
    expect(screen.getByTestId('alpha-holding').textContent).toBe('You hold: — PEPE');
    fireEvent.change(screen.getByRole('textbox', { name: 'Pay (USDT)' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy PEPE' }));
    expect(await screen.findByText(/Bought 1,081,081\.08108108 PEPE for 20 USDT/)).toBeTruthy();
    expect(client.calls.map((call) => call.name)).toContain('alphaOrder');
  });
});

describe('AlphaTokenView after a failed buy (decision 1970: the typed amount is kept and the form says why)', () => {
  it('a buy whose call could not be prepared (its declaration did not load) says it was not sent; the amount stays and Buy works again', async () => {
    const client = renderView({ alphaOrder: 'unloaded' });
    const input = await buy('20');
    expect(await screen.findByText('Your buy was not sent. Check your connection and try again.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('20');
    const button = screen.getByRole('button', { name: 'Buy PEPE' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(client.calls.filter((call) => call.name === 'alphaOrder')).toHaveLength(2));
    // Nothing left: no balances read again.
    expect(client.calls.filter((call) => call.name === 'walletBalances')).toHaveLength(1);
  });

  it('a buy that may have reached the exchange (no answer) asks to check the holding, which is read again', async () => {
    const client = renderView({ alphaOrder: 'timeout' });
    const input = await buy('20');
    expect(await screen.findByText(/We could not confirm your buy\. Check your holding below/)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('20');
    await waitFor(() => expect(client.calls.filter((call) => call.name === 'walletBalances')).toHaveLength(2));
  });

  it("a refusal shows the exchange's own text", async () => {
    renderView({ alphaOrder: 'code' });
    await buy('20');
    expect(await screen.findByText('Fixture failure: code')).toBeTruthy();
  });
});
