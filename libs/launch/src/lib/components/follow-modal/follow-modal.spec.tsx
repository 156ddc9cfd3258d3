import { ExchangeClientProvider, type LeadTrader } from '@exchange/api';
import { createFixtureClient, holdCalls } from '@exchange/api/testing';
import { fixtureTraders, launchFixtures } from '@exchange/launch/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FollowModal } from './follow-modal';

describe('FollowModal before the wallet read arrives (decision 1979: as the alpha buy of 1970)', () => {
  it('shows a dash for the balance, and a copy started then is sent (the server checks the balance)', async () => {
    const trader = fixtureTraders.find((t) => t.id === 'lt-1') as LeadTrader;
    const { client, release } = holdCalls(createFixtureClient(launchFixtures()), ['walletBalances']);
    const onFollowed = jest.fn();
    renderWithProviders(
      <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FollowModal trader={trader} open onClose={() => undefined} onFollowed={onFollowed} />
      </ExchangeClientProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Copy amount' });
    expect(screen.getByText(/Available: — USDT/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start copying' }));
    await waitFor(() => expect(client.calls.map((call) => call.name)).toContain('copyFollow'));
    expect(screen.queryByText('Insufficient balance. Transfer USDT to this account first.')).toBeNull();
    release();
    await waitFor(() => expect(onFollowed).toHaveBeenCalledWith('100'));
  });
});
