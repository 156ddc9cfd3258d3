import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FrequencyChangeModal } from './frequency-change-modal';

const meta = {
  title: 'Account/FrequencyChangeModal',
  component: FrequencyChangeModal,
  args: {
    open: true,
    onClose: fn(),
    onSave: fn(async () => false),
    currentFrequency: 1,
    setupHref: '/myaccount/fundpass_setup',
    totpHref: '/myaccount/totp',
  },
} satisfies Meta<typeof FrequencyChangeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm needs both the fund password and the 2FA code; a refused save keeps what was typed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('button', { name: 'Confirm' });
    await userEvent.type(body.getByLabelText('Fund password'), 'secret');
    await expect(confirm).toBeDisabled();
    await userEvent.type(body.getByLabelText('2FA code'), '123456');
    await userEvent.click(confirm);
    await expect(args.onSave).toHaveBeenCalledWith({ frequency: 1, fundpass: 'secret', totp: '123456' });
    await expect(body.getByLabelText('Fund password')).toHaveValue('secret');
  },
};

/** The user asks every time today. */
export const EveryTime: Story = { args: { currentFrequency: 2 } };

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};
