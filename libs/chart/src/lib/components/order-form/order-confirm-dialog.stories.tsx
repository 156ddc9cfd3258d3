import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { OrderConfirmDialog } from './order-confirm-dialog';

const meta = {
  title: 'Chart/OrderForm/OrderConfirmDialog',
  component: OrderConfirmDialog,
  args: { text: 'Buy 2 BTC at 60,000 for about 120,000 USDT?', pending: false, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof OrderConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A large order asks first: nothing is placed until the user confirms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Place order' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** The order is being sent: the confirm button is busy. */
export const Busy: Story = { args: { pending: true } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
