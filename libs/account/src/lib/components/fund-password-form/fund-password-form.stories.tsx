import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundPasswordForm } from './fund-password-form';

const meta = {
  title: 'Account/FundPasswordForm',
  component: FundPasswordForm,
  args: {
    status: { set: false, totpBound: false, frequency: null },
    totpHref: '/myaccount/totp',
    onSubmit: fn(async (): Promise<string | null> => null),
    onSendCode: fn(async (): Promise<{ sentTo: string } | { refusal: string }> => ({ sentTo: 'fu***@sandbox.invalid' })),
    onChangeFrequency: fn(),
  },
} satisfies Meta<typeof FundPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No fund password, 2FA off: the strength rule as the user types, a mailed code, then set. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New fund password'), 'abcdefghij');
    await expect(canvas.getByText('Strength: weak')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('New fund password'));
    await userEvent.type(canvas.getByLabelText('New fund password'), 'Vault-2026x');
    await userEvent.type(canvas.getByLabelText('Confirm fund password'), 'Vault-2026x');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Code sent to fu\*\*\*@sandbox.invalid/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Set fund password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'set', current: '', next: 'Vault-2026x', code: '123456' });
    await expect(await canvas.findByText(/Fund password saved/)).toBeVisible();
  },
};

/** Set already, 2FA on: the change form asks the current one and the authenticator's code; the frequency row. */
export const Change: Story = {
  args: { status: { set: true, totpBound: true, frequency: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Current fund password')).toBeVisible();
    await expect(canvas.getByLabelText('Authenticator code')).toBeVisible();
    await expect(canvas.getByText('Withdrawals and quick orders ask: Once an hour')).toBeVisible();
  },
};

/** The exchange refuses: its message, and nothing typed is lost. */
export const Error: Story = {
  args: {
    status: { set: true, totpBound: false, frequency: 2 },
    onSubmit: fn(async (): Promise<string | null> => 'Not saved: Incorrect fund password'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current fund password'), 'wrong-one');
    await userEvent.type(canvas.getByLabelText('New fund password'), 'Vault-2026x');
    await userEvent.type(canvas.getByLabelText('Confirm fund password'), 'Vault-2026x');
    await userEvent.type(canvas.getByLabelText('E-mail verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change fund password' }));
    await expect(await canvas.findByText('Not saved: Incorrect fund password')).toBeVisible();
    await expect(canvas.getByLabelText('Current fund password')).toHaveValue('wrong-one');
  },
};

/** Loading the security read. */
export const Loading: Story = { args: { status: null } };

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
