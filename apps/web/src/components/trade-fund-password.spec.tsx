import { accountSiteContext } from '@exchange/account/testing';
import { fixtureApi } from '@exchange/api/testing';
import type { TradeViewProps } from '@exchange/chart';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FundPasswordTradeView } from './trade-fund-password';

// The chart's trade view is stood in for by a button that places a quick order the way TradeView does: it asks
// `requestFundPassword` first and shows the answer (null: cancelled).
jest.mock('@exchange/chart', () => ({
  TradeView: ({ requestFundPassword }: TradeViewProps) => {
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <button
          type="button"
          onClick={() => void requestFundPassword?.().then((value) => setAnswer(value === null ? 'cancelled' : `placed:${value}`))}
        >
          Place order
        </button>
        <output aria-label="answer">{answer}</output>
      </>
    );
  },
}));

const props = {
  context: { ...accountSiteContext, pathname: '/trade/BTC_USDT' },
  symbol: {} as TradeViewProps['symbol'],
  labels: { heading: 'BTC/USDT', subtitle: 'Spot', buy: 'Buy BTC', sell: 'Sell BTC' },
};

const answer = () => screen.getByRole('status', { name: 'answer' });

beforeEach(() => window.sessionStorage.clear());

describe('FundPasswordTradeView (spec 01 §5, issue 10 item 3)', () => {
  it('frequency 2 (every time): asks before each order; Cancel gives null, Confirm the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FundPasswordTradeView {...props} />, { with: fixtureApi({ fundPasswordFrequency: { frequency: 2 } }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    // The frequency arrives after the first render: wait until the check has it.
    await new Promise((r) => setTimeout(r, 0));

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter fund password' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toHaveTextContent('cancelled'));
    expect(screen.queryByRole('dialog', { name: 'Enter fund password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('dialog', { name: 'Enter fund password' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Set a fund password/ })).toHaveAttribute('href', '/myaccount/fundpass_setup');
    await user.type(screen.getByLabelText('Fund password'), 'fund-pass');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answer()).toHaveTextContent('placed:fund-pass'));

    // Every time: asked again.
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('dialog', { name: 'Enter fund password' })).toBeInTheDocument();
  });

  it('frequency 0 (never): the order goes ahead without asking', async () => {
    const user = userEvent.setup();
    const { client } = renderWithProviders(<FundPasswordTradeView {...props} />, {
      with: fixtureApi({ fundPasswordFrequency: { frequency: 0 } }),
    });
    await waitFor(() => expect(client.calls.map((c) => c.name)).toContain('fundPasswordFrequency'));
    await new Promise((r) => setTimeout(r, 0));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(answer()).toHaveTextContent('placed:'));
    expect(screen.queryByRole('dialog', { name: 'Enter fund password' })).not.toBeInTheDocument();
  });

  it('a visitor is never asked (no frequency read)', async () => {
    const user = userEvent.setup();
    const visitor = { ...props.context, user: { isLoggedIn: false, uid: null, nickname: null } };
    const { client } = renderWithProviders(<FundPasswordTradeView {...props} context={visitor} />, {
      with: fixtureApi({ fundPasswordFrequency: { frequency: 2 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(answer()).toHaveTextContent('placed:'));
    expect(client.calls.map((c) => c.name)).not.toContain('fundPasswordFrequency');
  });
});
