import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyManager } from './passkey-manager';

const T = 1_795_000_000_000;

const meta = {
  title: 'Account/PasskeyManager',
  component: PasskeyManager,
  args: {
    passkeys: [
      { id: 'a', name: 'MacBook Touch ID', created_at: T - 86_400_000 * 30, last_used_at: T - 3_600_000, device: '' },
      { id: 'b', name: 'iPhone', created_at: T - 86_400_000, last_used_at: 0, device: '' },
    ],
    loading: false,
    supported: true,
    defaultName: 'Chrome on macOS',
    onAdd: fn(async (_name: string): Promise<string | null> => null),
    onRename: fn(async (_id: string, _name: string): Promise<string | null> => null),
    onRemove: fn(async (_id: string): Promise<string | null> => null),
  },
} satisfies Meta<typeof PasskeyManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, one never used; adding names the new one after the device. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MacBook Touch ID')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Chrome on macOS');
    await expect(await canvas.findByText(/Passkey “Chrome on macOS” added/)).toBeVisible();
  },
};

/** No passkey yet. */
export const Empty: Story = { args: { passkeys: [] } };

/** Loading. */
export const Loading: Story = { args: { loading: true } };

/** The browser's prompt was closed. */
export const Error: Story = {
  args: { onAdd: fn(async (_name: string): Promise<string | null> => 'The passkey was not created: the prompt was closed or timed out.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText(/prompt was closed/)).toBeVisible();
  },
};

/** A browser without WebAuthn. */
export const Unsupported: Story = { args: { supported: false } };

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
