import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChange } from './password-change';

const meta = {
  title: 'Account/PasswordChange',
  component: PasswordChange,
  args: { onSubmit: fn(async (_input: { password: string; newPassword: string }): Promise<string | null> => null) },
} satisfies Meta<typeof PasswordChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked before sending, then changed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Enter your current password.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('New password'), 'a new long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'correct horse battery', newPassword: 'a new long password' });
    await expect(await canvas.findByText(/^Password changed./)).toBeVisible();
  },
};

/** A wrong current password: the exchange's message. */
export const Error: Story = {
  args: {
    onSubmit: fn(
      async (_input: { password: string; newPassword: string }): Promise<string | null> =>
        'The exchange answered: Your current password is not right.',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'wrong one');
    await userEvent.type(canvas.getByLabelText('New password'), 'a new long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(/not right/)).toBeVisible();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
