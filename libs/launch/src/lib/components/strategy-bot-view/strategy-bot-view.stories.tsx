import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLaunchClient } from '../../../testing';
import { StrategyBotView } from './strategy-bot-view';

const meta = {
  title: 'Launch/StrategyBotView',
  component: StrategyBotView,
  args: { isLoggedIn: true, loginHref: '/login' },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof StrategyBotView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Popular setups and the user's running bot; Create opens the investment step. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('my-bot')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a Spot grid bot on BTC/USDT' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Create a Spot grid bot on BTC/USDT' })).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const LoggedOut: Story = { args: { isLoggedIn: false } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
