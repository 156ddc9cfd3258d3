import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TotpSetup } from './totp-setup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const meta = {
  title: 'Account/TotpSetup',
  component: TotpSetup,
  args: {
    setup: {
      secret: SECRET,
      uri: `otpauth://totp/Example%20Exchange:reviewer%40sandbox.invalid?issuer=Example%20Exchange&secret=${SECRET}`,
      issuer: 'Example Exchange',
      enabled: false,
    },
    loading: false,
    onSubmit: fn(async (_code: string): Promise<string | null> => null),
  },
} satisfies Meta<typeof TotpSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new secret: QR code, the key, and the code that turns 2FA on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code for Example Exchange' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on 2FA' }));
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on 2FA' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

/** 2FA already on: turning it off asks for a code. */
export const Enabled: Story = { args: { setup: { secret: '', uri: '', issuer: 'Example Exchange', enabled: true } } };

/** Loading the key. */
export const Loading: Story = { args: { setup: null, loading: true } };

/** The key could not be loaded. */
export const Error: Story = { args: { setup: null, loading: false } };

/** A refused code shows the exchange's message. */
export const Refused: Story = {
  args: { onSubmit: fn(async (_code: string): Promise<string | null> => 'The exchange answered: Incorrect 2FA code.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authenticator code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on 2FA' }));
    await expect(await canvas.findByText(/Incorrect 2FA code/)).toBeVisible();
  },
};

/** Arabic (right-to-left). */
export const Arabic: Story = { globals: { locale: 'ar' } };
