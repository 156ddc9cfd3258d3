import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLaunchClient } from '../../../testing';
import { CopyTradingView } from './copy-trading-view';

const meta = {
  title: 'Launch/CopyTradingView',
  component: CopyTradingView,
  args: { site: 'main', locale: 'en', mode: 'futures', isLoggedIn: true },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof CopyTradingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Futures lead traders by ROI with sparklines; "Open slots only" hides the full trader; My copies below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('lead-trader')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Open slots only' }));
    await expect(await canvas.findAllByTestId('lead-trader')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'My copies' })).toBeVisible();
  },
};

export const Arabic: Story = { args: { locale: 'ar' }, globals: { locale: 'ar' } };
export const LoggedOut: Story = { args: { isLoggedIn: false } };
export const Empty: Story = {
  decorators: [withLaunchClient({ empty: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lead trader matches these filters.')).toBeVisible();
  },
};
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
export const Error: Story = { decorators: [withLaunchClient({ failures: { copyTraders: 'http' } })] };
