import { tickerFixtures } from '@exchange/content/testing';
import { getByRoleOutsideToasts, renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import { EtfView } from './etf-view';

describe('EtfView (issue 25 item 5)', () => {
  it('shows each 3× token with its underlying’s price and 3× its change', () => {
    renderWithProviders(<EtfView site="main" locale="en" tickers={tickerFixtures} />);
    const row = screen.getByRole('row', { name: /BTC3S/ });
    expect(within(row).getByText('60,123.45')).toBeTruthy();
    expect(within(row).getByText('-6.3%')).toBeTruthy();
  });
  it('says the data is unavailable when the tickers failed', () => {
    renderWithProviders(<EtfView site="main" locale="en" tickers={null} />);
    expect(getByRoleOutsideToasts('status').textContent).toContain('unavailable');
  });
});
