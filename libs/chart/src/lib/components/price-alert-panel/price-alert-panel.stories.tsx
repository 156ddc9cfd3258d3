import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceAlertPanel } from './price-alert-panel';

const meta = {
  title: 'Chart/PriceAlertPanel',
  component: PriceAlertPanel,
  args: {
    alerts: [
      { id: 'a', symbol: 'BTC_USDT', price: 65000, direction: 'up', createdAt: 0 },
      { id: 'b', symbol: 'BTC_USDT', price: 61000, direction: 'down', createdAt: 0 },
    ],
    initialPrice: 64250.5,
    priceDecimals: 2,
    onCreate: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PriceAlertPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No alerts yet, and a bad price explained next to the field. */
export const States: Story = {
  args: { alerts: [], initialPrice: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(canvas.getByText('Enter a price')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Alert price'), '64000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create alert' }));
    await expect(args.onCreate).toHaveBeenCalledWith(64000);
  },
};
