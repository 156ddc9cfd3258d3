import { render, screen, within } from '@testing-library/react';
import { PersonaCatalog } from './persona-catalog';
import { PERSONAS, PERSONA_NAMES } from './personas';

describe('PersonaCatalog', () => {
  it('lists every persona with its description and a link that selects it', () => {
    render(<PersonaCatalog next="/futures/usdt/BTC_USDT" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PERSONA_NAMES.length);
    const link = screen.getByRole('link', { name: 'blocked-country' });
    expect(link).toHaveAttribute('href', '/_sandbox/persona/blocked-country?next=%2Ffutures%2Fusdt%2FBTC_USDT');
    expect(screen.getByText(PERSONAS['blocked-country'].description)).toBeInTheDocument();
  });

  it('shows the facts that drive the notices', () => {
    render(<PersonaCatalog names={['restricted-feature']} />);
    const row = screen.getByRole('row', { name: /restricted-feature/ });
    expect(within(row).getByText('menu: futures, alpha, pilot, etf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'restricted-feature' })).toHaveAttribute('href', '/_sandbox/persona/restricted-feature');
  });
});
