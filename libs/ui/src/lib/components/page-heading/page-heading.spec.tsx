import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it.each<['h1' | 'h2' | undefined, number]>([
    [undefined, 1],
    ['h1', 1],
    ['h2', 2],
  ])('as %p renders a level %p heading with its description', (as, level) => {
    renderWithProviders(<PageHeading as={as} title="Security" description="Manage passwords and two-factor authentication." />);
    expect(screen.getByRole('heading', { level, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByText('Manage passwords and two-factor authentication.')).toBeInTheDocument();
  });

  it('renders actions', () => {
    renderWithProviders(<PageHeading title="Deposit USDT" actions={<button type="button">History</button>} />);
    expect(screen.getByRole('button', { name: 'History' })).toBeInTheDocument();
  });
});
