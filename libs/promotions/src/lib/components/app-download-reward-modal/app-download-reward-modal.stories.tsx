import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { downloadTaskWithReward } from '../../../testing/fixtures';
import { AppDownloadRewardModal } from './app-download-reward-modal';

const meta = {
  title: 'Promotions/AppDownloadRewardModal',
  component: AppDownloadRewardModal,
  args: { requested: true, task: downloadTaskWithReward, downloadHref: '/mobileapp', onClose: fn() },
} satisfies Meta<typeof AppDownloadRewardModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const DIALOG_TIMEOUT = { timeout: 5000 };

/** The $40,000 bonus (spec 01 §9) with the download task's reward; Close dismisses it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Download the app, win up to $40,000' }, DIALOG_TIMEOUT);
    await waitFor(() => expect(within(dialog).getByText('Your app-download reward: 50 USDT')).toBeVisible(), DIALOG_TIMEOUT);
    await expect(within(dialog).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mobileapp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), DIALOG_TIMEOUT);
    await expect(args.onClose).toHaveBeenCalledWith('dismiss');
  },
};

/** No download task (has_dl_task 2): the bonus only. */
export const WithoutTaskReward: Story = {
  args: { task: { hasReward: false, rewardNum: '', rewardCurrency: '' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, DIALOG_TIMEOUT);
    await waitFor(() => expect(dialog).toBeVisible(), DIALOG_TIMEOUT);
    await expect(within(dialog).queryByTestId('download-task-reward')).toBeNull();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, DIALOG_TIMEOUT);
    await waitFor(() => expect(getComputedStyle(dialog).direction).toBe('rtl'), DIALOG_TIMEOUT);
  },
};
