import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import { registerTaskNone, registerTaskWithReward } from '../../../testing/fixtures';
import { PromoCard } from './promo-card';

describe('PromoCard (spec 03 §2 promo cards, spec 01 §9 $40,000 bonus)', () => {
  it('app download shows the $40,000 bonus and links to the download page', () => {
    renderWithProviders(<PromoCard variant="app-download" />);
    const card = screen.getByRole('article', { name: 'Download the app' });
    expect(card).toHaveTextContent('$40,000 bonus');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/mobileapp');
  });

  it('sign-up shows the register task reward', () => {
    renderWithProviders(<PromoCard variant="signup" registerTask={registerTaskWithReward} />);
    expect(screen.getByText('Up to 100 USDT in rewards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('sign-up without a task falls back to the newbie prize', () => {
    renderWithProviders(<PromoCard variant="signup" registerTask={{ ...registerTaskNone, newbiePrizeNum: '10000' }} />);
    expect(screen.getByText('Up to $10,000 in rewards')).toBeInTheDocument();
  });

  it('sign-up without any reward shows a plain invitation', () => {
    renderWithProviders(<PromoCard variant="signup" registerTask={null} href="/signup?ch=card" />);
    expect(screen.getByText('Create your account in minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?ch=card');
  });
});
