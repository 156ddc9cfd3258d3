import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient, holdCalls } from '@exchange/api/testing';
import { earnFixtures, earnLinks } from '@exchange/earn/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EarnView } from './earn-view';

const TABS = { simple: '/simple-earn', lend: '/lend-earn', hodl: '/hodl' };

describe('EarnView subscribe before the wallet read arrives (decision 1979: as the alpha buy of 1970)', () => {
  it('shows a dash for the balance and no Max, and a Subscribe clicked then is sent (the server checks the balance)', async () => {
    const { client, release } = holdCalls(createFixtureClient(earnFixtures()), ['walletBalances']);
    renderWithProviders(
      <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <EarnView kind="simple" isLoggedIn links={earnLinks} tabHrefs={TABS} />
      </ExchangeClientProvider>,
    );
    const [open] = await screen.findAllByRole('button', { name: /^Subscribe to USDT/ });
    fireEvent.click(open as HTMLElement);
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByText(/Available: — USDT/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(client.calls.map((call) => call.name)).toContain('earnSubscribe'));
    expect(screen.queryByTestId('earn-problem')).toBeNull();
    // The write re-reads the balances it changed; the page's first read arrives with them.
    release();
    expect(await screen.findByTestId('earn-notice')).toHaveProperty('textContent', 'Subscribed 50 USDT.');
  });
});
