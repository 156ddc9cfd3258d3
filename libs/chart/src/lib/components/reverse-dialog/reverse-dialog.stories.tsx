import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { ReverseDialog } from './reverse-dialog';

const meta = {
  title: 'Chart/ReverseDialog',
  component: ReverseDialog,
  args: { open: true, symbol: 'BTC_USDT', size: 3, onClose: fn(), onConfirm: fn(async () => true) },
} satisfies Meta<typeof ReverseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is reversed until the user confirms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Reverse this position?' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse position' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Short: Story = { args: { size: -2 } };

/** The reversal is under way: the confirm button is busy. */
export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Reverse this position?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse position' }));
    await expect(dialog.getByRole('button', { name: 'Reverse position' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The exchange refused: the dialog stays open (the layer toasts the reason) and the user may try again or cancel. */
export const Error: Story = {
  args: { onConfirm: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Reverse this position?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse position' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
