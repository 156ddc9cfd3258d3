import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadTaskWithReward, registerTaskWithReward } from '../../../testing/fixtures';
import { PromoCardsSection } from './promo-cards-section';

describe('PromoCardsSection (spec 03 §2 promo cards; spec 01 §9 reward modal)', () => {
  it('renders nothing without a card', () => {
    renderWithProviders(<PromoCardsSection signup={null} appDownload={null} signupHref="/signup" downloadHref="/mobileapp" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the reward modal once from the app card, then lets its link go to the download page', async () => {
    renderWithProviders(
      <PromoCardsSection
        signup={registerTaskWithReward}
        appDownload={downloadTaskWithReward}
        signupHref="/signup"
        downloadHref="/mobileapp"
      />,
    );
    expect(screen.getByRole('region', { name: 'Get started' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const download = await screen.findByRole('link', { name: 'Download' });
    await userEvent.click(download);
    expect(await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // the second press is not prevented: the browser follows the link
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    download.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
  });
});
