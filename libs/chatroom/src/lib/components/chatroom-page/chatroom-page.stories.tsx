import { createFakeMicroApp, type FakeMicroApp } from '@exchange/micro-app/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChatroomPage } from './chatroom-page';

const meta = {
  title: 'Chatroom/ChatroomPage',
  component: ChatroomPage,
  args: { site: 'main', locale: 'en', variant: 'chatroom' },
  loaders: [async () => ({ fake: createFakeMicroApp({ name: 'chatroom' }) })],
  render: (args, { loaded }) => <ChatroomPage {...args} loader={(loaded['fake'] as FakeMicroApp).loader} />,
} satisfies Meta<typeof ChatroomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/groupchat/chatroom`: the community chat, mounted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Community chat' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Micro-app chatroom/)).toBeVisible());
  },
};

/** `/groupchat/call_service` with the entry missing: the link to a support ticket. */
export const ServiceMissing: Story = {
  args: { variant: 'service' },
  loaders: [async () => ({ fake: createFakeMicroApp({ name: 'chatroom', check: { ok: false, status: 404 } }) })],
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Open Customer service chat in a full page' });
    await expect(link).toHaveAttribute('href', '/myaccount/tickets');
  },
};

/** Arabic. */
export const Arabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};
