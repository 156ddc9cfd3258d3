import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { TpslDialog } from './tpsl-dialog';

const meta = {
  title: 'Chart/TpslDialog',
  component: TpslDialog,
  args: {
    open: true,
    symbol: 'BTC_USDT',
    size: 3,
    markPrice: 60200,
    takeProfit: '0',
    stopLoss: '0',
    priceDecimals: 1,
    priceStep: 0.1,
    onClose: fn(),
    onSave: fn(async () => true),
  },
} satisfies Meta<typeof TpslDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long: a take profit under the mark is explained and not saved; a valid pair is. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: /Take profit and stop loss/ }));
    await userEvent.type(dialog.getByLabelText('Take-profit price'), '59000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('For a long, take profit must be above the mark price')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('Take-profit price'));
    await userEvent.type(dialog.getByLabelText('Take-profit price'), '65000');
    await userEvent.type(dialog.getByLabelText('Stop-loss price'), '55000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ takeProfit: 65000, stopLoss: 55000 });
  },
};

/** A short with triggers set: the fields start with them. */
export const Short: Story = { args: { size: -3, takeProfit: '55000', stopLoss: '65000' } };

/** No trigger set yet: both fields empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Take profit and stop loss/ }));
    await expect(dialog.getByLabelText('Take-profit price')).toHaveValue('');
    await expect(dialog.getByLabelText('Stop-loss price')).toHaveValue('');
  },
};

/** The save is under way (the exchange has not answered): the Save button is busy. */
export const Busy: Story = {
  args: { takeProfit: '65000', onSave: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Take profit and stop loss/ }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading'));
  },
};

/** The exchange refused the save: the dialog stays open with what was typed (the layer toasts the reason). */
export const Error: Story = {
  args: { takeProfit: '65000', onSave: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Take profit and stop loss/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(dialog.getByLabelText('Take-profit price')).toHaveValue('65000');
  },
};

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
