import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLaunchClient } from '../../../testing';
import { TraderView } from './trader-view';

const meta = {
  title: 'Launch/TraderView',
  component: TraderView,
  args: { site: 'main', locale: 'en', id: 'lt-2', follow: false, isLoggedIn: true, loginHref: '/login' },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof TraderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A trader the user already copies: stats, performance, positions, followers and the copy with its stop button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'SteadyGrid' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop copying SteadyGrid' })).toBeVisible();
  },
};

/** `follow=1` on a trader not yet copied opens the follow modal. */
export const FollowOpen: Story = {
  args: { id: 'lt-1', follow: true },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Copy AlphaWhale' })).toBeInTheDocument();
  },
};
export const Arabic: Story = { args: { locale: 'ar' }, globals: { locale: 'ar' } };
export const Full: Story = { args: { id: 'lt-3' } };
export const LoggedOut: Story = { args: { isLoggedIn: false } };
export const NotFound: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
