import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import { downloadTaskWithReward } from '../../../testing/fixtures';
import { AppDownloadCampaign, type AppDownloadCampaignProps } from './app-download-campaign';

const props: AppDownloadCampaignProps = {
  task: downloadTaskWithReward,
  isLoggedIn: true,
  downloadHref: '/mobileapp',
  loginHref: '/login?redirect=%2Fcampaigns%2Fapp-download',
  qrValue: 'http://localhost:3000/mobileapp',
};

describe('AppDownloadCampaign (spec 01 §2 campaigns page for app-download rewards; decision 1863)', () => {
  it('leads with the $40,000 bonus pool (01 §9), the download link and how to take part', () => {
    renderWithProviders(<AppDownloadCampaign {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app, win up to $40,000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mobileapp');
    const steps = within(screen.getByRole('region', { name: 'How to take part' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Download the app for iOS or Android',
      '2Log in to the app with this account',
      '3Complete the new-user tasks in the app',
      '4Share the $40,000 bonus pool with everyone who completes them',
    ]);
  });

  it.each<[string, Partial<AppDownloadCampaignProps>, string]>([
    ['the task reward when the call has one', {}, 'Your app-download reward: 50 USDT'],
    [
      'a log-in prompt for a visitor without one',
      { task: { hasReward: false, rewardNum: '', rewardCurrency: '' }, isLoggedIn: false },
      'Log in to see the reward',
    ],
    [
      'that none is open for a signed-in user without one',
      { task: { hasReward: false, rewardNum: '', rewardCurrency: '' } },
      'No app-download reward is open',
    ],
  ])('your reward: %s', (_label, extra, text) => {
    renderWithProviders(<AppDownloadCampaign {...props} {...extra} />);
    expect(screen.getByRole('region', { name: 'Your reward' })).toHaveTextContent(text);
  });

  it('links the log-in page back to the campaign for a visitor, and shows a placeholder while the task loads', () => {
    const { unmount } = renderWithProviders(
      <AppDownloadCampaign {...props} isLoggedIn={false} task={{ hasReward: false, rewardNum: '', rewardCurrency: '' }} />,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fcampaigns%2Fapp-download');
    unmount();
    renderWithProviders(<AppDownloadCampaign {...props} task={undefined} />);
    expect(screen.getByTestId('campaign-reward-loading')).toBeInTheDocument();
  });
});
