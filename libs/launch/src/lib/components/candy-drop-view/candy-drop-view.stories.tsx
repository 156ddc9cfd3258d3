import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_NOW, withLaunchClient } from '../../../testing';
import { CandyDropView } from './candy-drop-view';

const meta = {
  title: 'Launch/CandyDropView',
  component: CandyDropView,
  args: { isLoggedIn: true, loginHref: '/login', now: FIXTURE_NOW },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof CandyDropView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live campaign to join and an ended one already joined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Join' })).toBeVisible();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' } };
export const LoggedOut: Story = { args: { isLoggedIn: false } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
