import { DEFAULT_HEADER_COMMON_DATA } from '@exchange/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApi } from '../../../testing';
import { HIDE_BALANCES_KEY } from '../../browser/hide-balances';
import { AssetsOverview } from './assets-overview';

const props = { locale: 'en', isLoggedIn: true, loginHref: '/login', withdrawHref: '/myaccount/withdraw/USDT' };

describe('AssetsOverview', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows total funds in USD and BTC, formatted, from the totalFunds call', async () => {
    const { client } = renderWithApi(<AssetsOverview {...props} />, { totalFunds: { total_usd: '31250.4', total_btc: '0.00000000123' } });
    expect(await screen.findByTestId('total-usd')).toHaveTextContent('31,250.40 USD');
    expect(screen.getByTestId('total-btc')).toHaveTextContent('≈ 0.0{8}123 BTC');
    // Issue 22: the header common data (curr_fiat, in the shell's SWR fallback on a page) for the fiat estimate.
    expect(client.calls.map((c) => c.name).sort()).toEqual(['headerCommonData', 'totalFunds']);
  });

  it.each([
    ['euros at 0.92 (issue 22, 01 §3)', 'EUR', '0.92', '≈ €920.00', false],
    ['a missing rate stays in USD with a note', 'GBP', '0', '≈ $1,000.00', true],
  ])('shows the total in the header fiat: %s', async (_label, fiat, rate, text, note) => {
    renderWithApi(<AssetsOverview {...props} />, {
      totalFunds: { total_usd: '1000', total_btc: '0.01' },
      headerCommonData: { ...DEFAULT_HEADER_COMMON_DATA, curr_fiat: fiat, curr_fiat_market_rates: rate },
    });
    expect(await screen.findByTestId('total-fiat')).toHaveTextContent(text);
    expect(screen.queryByTestId('total-fiat-note') !== null).toBe(note);
  });

  it('falls back to zeros with no message when the call fails (spec 03 §8)', async () => {
    renderWithApi(<AssetsOverview {...props} />, {}, { totalFunds: 'http' });
    expect(await screen.findByTestId('total-usd')).toHaveTextContent('0.00 USD');
    expect(screen.getByTestId('total-btc')).toHaveTextContent('≈ 0.00 BTC');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('hides balances and remembers the choice in localStorage', async () => {
    renderWithApi(<AssetsOverview {...props} />, { totalFunds: { total_usd: '12', total_btc: '0.1' } });
    await screen.findByTestId('total-usd');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide balances' }));
    expect(screen.getByTestId('total-usd')).toHaveTextContent('******');
    expect(window.localStorage.getItem(HIDE_BALANCES_KEY)).toBe('1');
  });

  it('starts hidden when the choice was stored', async () => {
    window.localStorage.setItem(HIDE_BALANCES_KEY, '1');
    renderWithApi(<AssetsOverview {...props} />, { totalFunds: { total_usd: '12', total_btc: '0.1' } });
    await waitFor(() => expect(screen.getByTestId('total-usd')).toHaveTextContent('******'));
    expect(screen.getByRole('checkbox', { name: 'Hide balances' })).toBeChecked();
  });

  it('shows the empty state with the deposit entries for zero funds', async () => {
    renderWithApi(<AssetsOverview {...props} />, { totalFunds: { total_usd: '0', total_btc: '0' } });
    expect(await screen.findByText(/Your wallet is empty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit methods' })).toBeInTheDocument();
  });

  it('asks a visitor to log in and calls nothing', () => {
    const { client } = renderWithApi(<AssetsOverview {...props} isLoggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(client.calls).toEqual([]);
  });
});
