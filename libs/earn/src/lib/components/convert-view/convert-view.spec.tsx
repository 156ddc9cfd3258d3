import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, holdCalls } from '@exchange/api/testing';
import { earnFixtures, earnLinks } from '@exchange/earn/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConvertView } from './convert-view';

describe('ConvertView before the wallet read arrives (decision 1979: as the alpha buy of 1970)', () => {
  it('shows a dash for both balances and no Max, and a Preview clicked then asks for a quote (the server checks the balance)', async () => {
    const { client, release } = holdCalls(createFixtureClient(earnFixtures()), ['walletBalances']);
    renderWithProviders(
      <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ConvertView isLoggedIn links={earnLinks} />
      </ExchangeClientProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Amount to spend' });
    expect(screen.getByTestId('convert-available-from').textContent).toBe('Available: — USDT');
    expect(screen.getByTestId('convert-available-to').textContent).toBe('Available: — BTC');
    expect(screen.getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview conversion' }));
    await waitFor(() => expect(client.calls.map((call) => call.name)).toContain('convertQuote'));
    expect(screen.queryByTestId('convert-problem')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('convert-available-from').textContent).toBe('Available: 1000 USDT'));
    expect(screen.getByRole('textbox', { name: 'Amount to spend' })).toHaveProperty('value', '100');
  });
});
