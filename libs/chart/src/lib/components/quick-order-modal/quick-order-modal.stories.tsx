import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderLine } from '../../rules/order-lines';
import type { QuickOrderRequest } from '../../rules/quick-order';
import { QuickOrderModal } from './quick-order-modal';

const meta = {
  title: 'Chart/QuickOrderModal',
  component: QuickOrderModal,
  args: {
    open: true,
    side: 1,
    symbol: 'BTC_USDT',
    price: 64123.45,
    priceDecimals: 2,
    limits: { minAmount: 0.001, maxAmount: 100, amountStep: 0.001, priceStep: 0.01 },
    onClose: fn(),
    onPlaced: fn(),
    onPlaceOrder: fn(async (req: QuickOrderRequest): Promise<OrderLine> => ({
      id: 'o1',
      type: 0,
      side: req.side,
      avgPrice: req.price ?? 0,
      visible: true,
      sideText: 'Buy',
    })),
  },
} satisfies Meta<typeof QuickOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Sell side, and the validation messages next to the fields. The amount field keeps the step's decimals
 * (0.001 → 3): the fourth digit typed is dropped, and what is kept is under the minimum.
 */
export const States: Story = {
  args: { side: -1, limits: { minAmount: 0.01, maxAmount: 100, amountStep: 0.001, priceStep: 0.01 } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Sell BTC_USDT' }));
    await userEvent.type(dialog.getByLabelText('Amount'), '0.0055');
    await expect(dialog.getByLabelText('Amount')).toHaveValue('0.005');
    await userEvent.click(dialog.getByRole('button', { name: 'Sell' }));
    await expect(await dialog.findByText('The minimum amount is 0.01')).toBeInTheDocument();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const PlaceMarketOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Buy BTC_USDT' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Market' }));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith({ side: 1, type: 'market', amount: 1 });
  },
};
