import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionList } from './session-list';

const T = 1_795_000_000_000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const meta = {
  title: 'Account/SessionList',
  component: SessionList,
  args: {
    sessions: [
      { id: 'a', created_at: T, last_seen_at: T + 60_000, user_agent: CHROME_WINDOWS, method: 'password', current: true, revoked: false },
      {
        id: 'b',
        created_at: T - 3_600_000,
        last_seen_at: T - 60_000,
        user_agent: SAFARI_IPHONE,
        method: 'password',
        current: false,
        revoked: false,
      },
      {
        id: 'c',
        created_at: T - 86_400_000,
        last_seen_at: T - 86_000_000,
        user_agent: CHROME_WINDOWS,
        method: 'google',
        current: false,
        revoked: true,
      },
    ],
    loading: false,
    onRevoke: fn(async (_id: string): Promise<string | null> => null),
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device marked; the phone can be signed out; the history keeps the signed-out session. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This device')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('b');
  },
};

/** Only this device. */
export const Empty: Story = { args: { sessions: [] } };

/** Loading. */
export const Loading: Story = { args: { loading: true } };

/** A refused sign-out. */
export const Error: Story = {
  args: { onRevoke: fn(async (_id: string): Promise<string | null> => 'That did not work. Try again later.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other devices' }));
    await expect(await canvas.findByText(/That did not work/)).toBeVisible();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
