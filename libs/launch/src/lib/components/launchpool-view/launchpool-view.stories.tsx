import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FIXTURE_NOW, withLaunchClient } from '../../../testing';
import { LaunchpoolView } from './launchpool-view';

const meta = {
  title: 'Launch/LaunchpoolView',
  component: LaunchpoolView,
  args: { isLoggedIn: true, loginHref: '/login', now: FIXTURE_NOW },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof LaunchpoolView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live pool with the user's stake and rewards, an upcoming and an ended one; staking opens the amount step. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('my-stake')).toHaveTextContent('0.96 NXT');
    await userEvent.click(canvas.getByRole('button', { name: 'Stake USDT to earn NXT' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Stake USDT to earn NXT' })).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const LoggedOut: Story = { args: { isLoggedIn: false } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
