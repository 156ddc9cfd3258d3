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
    expect(client.calls.map((c) => c.name)).toEqual(['totalFunds']);
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
