import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadTaskWithReward } from '../../../testing/fixtures';
import { AppDownloadRewardModal } from './app-download-reward-modal';

describe('AppDownloadRewardModal (spec 01 §9: a bonus amount of $40,000)', () => {
  it('shows the $40,000 bonus, the download task reward and the download link', async () => {
    renderWithProviders(<AppDownloadRewardModal requested task={downloadTaskWithReward} downloadHref="/zh/mobileapp" />);
    const dialog = await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' });
    expect(dialog).toHaveTextContent('share a bonus pool of $40,000');
    expect(screen.getByTestId('download-task-reward')).toHaveTextContent('Your app-download reward: 50 USDT');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/zh/mobileapp');
  });

  it('links the campaigns page for app-download rewards (01 §2) beside the download (decision 1863)', async () => {
    renderWithProviders(
      <AppDownloadRewardModal requested task={downloadTaskWithReward} downloadHref="/mobileapp" campaignHref="/campaigns/app-download" />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('link', { name: 'Campaign details' })).toHaveAttribute('href', '/campaigns/app-download');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mobileapp');
  });

  it('has no task line when the task call returns none (has_dl_task 2)', async () => {
    renderWithProviders(
      <AppDownloadRewardModal requested task={{ hasReward: false, rewardNum: '', rewardCurrency: '' }} downloadHref="/mobileapp" />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('download-task-reward')).not.toBeInTheDocument();
  });

  it('stays closed until requested, and reports a dismissal', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithProviders(
      <AppDownloadRewardModal requested={false} task={null} downloadHref="/mobileapp" onClose={onClose} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<AppDownloadRewardModal requested task={null} downloadHref="/mobileapp" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });
});
