import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { downloadTaskWithReward } from '../../../testing/fixtures';
import { AppDownloadCampaign } from './app-download-campaign';

const NO_TASK = { hasReward: false, rewardNum: '', rewardCurrency: '' };

const meta = {
  title: 'Promotions/AppDownloadCampaign',
  component: AppDownloadCampaign,
  args: {
    task: downloadTaskWithReward,
    isLoggedIn: true,
    downloadHref: '/mobileapp',
    loginHref: '/login?redirect=%2Fcampaigns%2Fapp-download',
    qrValue: 'https://www.example.test/mobileapp',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppDownloadCampaign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user with a download-task reward (the sandbox's welcome package). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('$40,000');
    await expect(canvas.getByTestId('campaign-reward')).toHaveTextContent('50 USDT');
  },
};

/** A visitor: no reward of their own yet, a log-in prompt. */
export const Empty: Story = {
  args: { task: NO_TASK, isLoggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

/** The task call is on its way. */
export const Loading: Story = { args: { task: undefined } };

/** The task call failed (its fallback: no reward) for a signed-in user. */
export const Error: Story = { args: { task: NO_TASK } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
