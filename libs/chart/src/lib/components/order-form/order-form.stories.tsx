import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { BTC_PERP, BTC_SPOT, PERP_LIMITS, SPOT_LIMITS } from '../../../testing/trading-fixtures';
import { OrderForm, type OrderSubmitResult } from './order-form';

const meta = {
  title: 'Chart/OrderForm',
  component: OrderForm,
  args: {
    symbol: BTC_SPOT,
    limits: SPOT_LIMITS,
    lastPrice: '60000',
    balances: { base: '0.5', quote: '1000' },
    isLoggedIn: true,
    loginHref: '/login?redirect=%2Ftrade%2FBTC_USDT',
    signupHref: '/signup?redirect=%2Ftrade%2FBTC_USDT',
    onSubmit: fn(async (): Promise<OrderSubmitResult> => ({ ok: true })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spot limit buy: 50 % of 1,000 USDT at 60,000 fills the amount, the order is placed and the amount clears. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The price starts at the last price once the form has it (an effect): the percentage needs it.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Price/ })).not.toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: '50%' }));
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.0083');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'limit', amount: '0.0083', price: '60000' }));
  },
};

/** Nothing to spend and no price yet: the figures say "—" and a submit says what is missing. */
export const Empty: Story = {
  args: { balances: { base: '0', quote: '0' }, lastPrice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(canvas.getByText('Enter a price')).toBeVisible();
  },
};

/** The balance is still loading. */
export const Loading: Story = { args: { balanceState: 'loading', balances: { base: null, quote: null } } };

/** The exchange refused: the reason shows and everything typed stays. */
export const Error: Story = {
  args: { onSubmit: fn(async (): Promise<OrderSubmitResult> => ({ ok: false, message: 'The price is too far from the market price.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '0.001');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(await canvas.findByText('The price is too far from the market price.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.001');
  },
};

/** An order on its way: the submit button is busy until the exchange answers. */
export const Busy: Story = {
  args: { onSubmit: fn((): Promise<OrderSubmitResult> => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '0.001');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    // A loading button shows a spinner in place of its label, so it is found by its type.
    await waitFor(() => expect(canvasElement.querySelector('button[type="submit"]')).toHaveAttribute('data-loading'));
  },
};

/** Futures: open or close, margin mode, leverage, reduce-only, TP/SL and time in force. */
export const Futures: Story = {
  args: { symbol: BTC_PERP, limits: PERP_LIMITS, balances: { base: null, quote: '1000' }, positionSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Isolated' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await expect(canvas.getByRole('textbox', { name: 'Take-profit price' })).toBeVisible();
  },
};

/** A visitor: the way to log in. */
export const Visitor: Story = { args: { isLoggedIn: false } };

export const DefaultArabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
export const FuturesArabic: Story = { args: Futures.args, globals: ARABIC_GLOBALS, play: playArabic };
