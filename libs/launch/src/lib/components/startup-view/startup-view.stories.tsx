import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_NOW, withLaunchClient } from '../../../testing';
import { StartupView } from './startup-view';

const meta = {
  title: 'Launch/StartupView',
  component: StartupView,
  args: { site: 'main', locale: 'en', isLoggedIn: true, loginHref: '/login', now: FIXTURE_NOW },
  decorators: [withLaunchClient()],
} satisfies Meta<typeof StartupView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An oversubscribed live sale with the user's commitment and estimated allocation, and an upcoming one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('my-commit')).toHaveTextContent('806.45 KAI');
  },
};
/** `/startup/su-1`: one project with the rules and its commit action. */
export const Detail: Story = { args: { id: 'su-1' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const NotFound: Story = { args: { id: 'nope' } };
export const Empty: Story = { decorators: [withLaunchClient({ empty: true })] };
export const Loading: Story = { decorators: [withLaunchClient({ pending: true })] };
