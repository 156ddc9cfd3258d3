import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FundPasswordModal } from './fund-password-modal';

const meta = {
  title: 'Account/FundPasswordModal',
  component: FundPasswordModal,
  args: { open: true, onClose: fn(), onConfirm: fn(), setupHref: '/myaccount/fundpass_setup', totpHref: '/myaccount/totp' },
} satisfies Meta<typeof FundPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm is disabled until a password is entered; one press submits it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(body.getByLabelText('Fund password'), 'secret');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('secret');
  },
};

/** A submission in flight. */
export const Busy: Story = { args: { busy: true } };

/** Arabic (right-to-left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};
