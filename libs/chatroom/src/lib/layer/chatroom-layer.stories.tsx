import { ExchangeClientProvider } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import { createFakeMicroApp, type FakeMicroApp, type FakeMicroAppOptions } from '@exchange/micro-app/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatroomContext } from '../../testing';
import { ChatroomLayer } from './chatroom-layer';

/** Each story gets a fixture api client and a fake static host; the play functions read the micro-app's calls. */
const setup =
  (options: FakeMicroAppOptions = {}) =>
  async () => {
    window.localStorage.removeItem('chatroom_open');
    return { client: createFixtureClient(), fake: createFakeMicroApp({ name: 'chatroom', ...options }) };
  };

const meta = {
  title: 'Chatroom/ChatroomLayer',
  component: ChatroomLayer,
  args: { context: chatroomContext },
  loaders: [setup()],
  render: (args, { loaded }) => (
    <ExchangeClientProvider
      client={loaded['client'] as ReturnType<typeof createFixtureClient>}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <ChatroomLayer {...args} loader={(loaded['fake'] as FakeMicroApp).loader} />
    </ExchangeClientProvider>
  ),
} satisfies Meta<typeof ChatroomLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until opened: the launcher opens the 700 × 400 box and the micro-app mounts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Open chatroom' }));
    await waitFor(() => expect(page.getByText(/Micro-app chatroom 1.0.0/)).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Close chatroom' }));
    await expect(page.queryByRole('complementary', { name: 'Chatroom' })).toBeNull();
  },
};

/** Loading: the static host has not answered. */
export const Loading: Story = {
  loaders: [setup({ check: 'pending' })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Open chatroom' }));
    await expect(await page.findByText('Loading Chatroom…')).toBeVisible();
  },
};

/** The micro-app's mount throws: the box keeps a link to the full chat page. */
export const MountFails: Story = {
  loaders: [setup({ mountThrows: 'broken' })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Open chatroom' }));
    await expect(await page.findByRole('link', { name: 'Open Chatroom in a full page' })).toHaveAttribute('href', '/groupchat/chatroom');
  },
};

/** Arabic (right-to-left): the micro-app gets the `/ar` prefix, and the fallback link keeps it. */
export const Arabic: Story = {
  args: { context: { ...chatroomContext, locale: 'ar' } },
  globals: { locale: 'ar' },
  loaders: [setup({ check: { ok: false, status: 404 } })],
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const launcher = () => body.querySelector<HTMLElement>('[data-chatroom-state] button');
    await waitFor(() => expect(launcher()).not.toBeNull());
    await userEvent.click(launcher() as HTMLElement);
    await waitFor(() => expect(body.querySelector('a[data-micro-app-fallback]')).toHaveAttribute('href', '/ar/groupchat/chatroom'));
  },
};
