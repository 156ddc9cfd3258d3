import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecurityCodeField, type SecurityCodeFieldProps } from './security-code-field';

function Controlled(props: Omit<SecurityCodeFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <SecurityCodeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Account/SecurityCodeField',
  component: Controlled,
  args: {
    id: 'code',
    channel: 'email',
    onSend: fn(async (): Promise<{ sentTo: string } | { refusal: string }> => ({ sentTo: 're***@sandbox.invalid' })),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2FA off: "Send code" mails one; only digits are kept. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(await canvas.findByText(/Code sent to re\*\*\*@sandbox.invalid/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail verification code'), '12a3456');
    await expect(canvas.getByLabelText('E-mail verification code')).toHaveValue('123456');
  },
};

/** 2FA on: the authenticator's code, no send button. */
export const Authenticator: Story = { args: { channel: 'totp' } };

/** The send is refused (rate limit). */
export const Error: Story = {
  args: {
    onSend: fn(async (): Promise<{ sentTo: string } | { refusal: string }> => ({
      refusal: 'Not saved: Too many codes. Try again in 60 s.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Too many codes/)).toBeVisible();
  },
};

/** Marked invalid by its form. */
export const Invalid: Story = { args: { invalid: true } };

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
