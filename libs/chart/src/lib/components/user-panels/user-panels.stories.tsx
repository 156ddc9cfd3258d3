import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import {
  BTC_PERP,
  BTC_SPOT,
  DEMO_BALANCES,
  DEMO_FILLS,
  DEMO_FUNDING,
  DEMO_FUTURES_ORDERS,
  DEMO_ORDER_HISTORY,
  DEMO_POSITION,
  DEMO_SPOT_ORDERS,
} from '../../../testing/trading-fixtures';
import { UserPanels } from './user-panels';

const ready = <T,>(data: readonly T[]) => ({ data, state: 'ready' as const });
const meta = {
  title: 'Chart/UserPanels',
  component: UserPanels,
  args: {
    symbol: BTC_SPOT,
    spotOrders: ready(DEMO_SPOT_ORDERS),
    orderHistory: ready(DEMO_ORDER_HISTORY),
    fills: ready(DEMO_FILLS),
    balances: ready(DEMO_BALANCES),
    onCancelOrder: fn(),
    onCancelAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UserPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spot: two open orders (cancel one, cancel all), then the history, trades with fees and assets as tabs. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Buy 0.01 at 58,000.00' }));
    await expect(args.onCancelOrder).toHaveBeenCalledWith('101');
    await userEvent.click(canvas.getByRole('tab', { name: 'Trade history' }));
    await expect(canvas.getByText('0.06 USDT')).toBeVisible();
  },
};

/** Futures: the position (liquidation price, margin, PnL and ROE, TP/SL, close, Share), a reduce-only order, funding. */
export const Futures: Story = {
  args: {
    symbol: BTC_PERP,
    spotOrders: undefined,
    futuresOrders: ready(DEMO_FUTURES_ORDERS),
    positions: ready([DEMO_POSITION]),
    fills: ready([]),
    funding: ready([DEMO_FUNDING]),
    onClosePosition: fn(),
    onTpsl: fn(),
    onSharePosition: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the long BTC_USDT position' }));
    await expect(args.onClosePosition).toHaveBeenCalled();
  },
};

/** Nothing yet in any list. */
export const Empty: Story = { args: { spotOrders: ready([]), orderHistory: ready([]), fills: ready([]), balances: ready([]) } };

/** The lists are loading. */
export const Loading: Story = {
  args: { spotOrders: { data: [], state: 'loading' }, fills: { data: [], state: 'loading' }, balances: { data: [], state: 'loading' } },
};

/** A list failed: it says so and offers to try again. */
export const Error: Story = {
  args: { spotOrders: { data: [], state: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('open');
  },
};

/** A cancel-all under way: every cancel button is busy. */
export const Busy: Story = { args: { busy: new Set(['all']) } };

export const DefaultArabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
export const FuturesArabic: Story = { args: Futures.args, globals: ARABIC_GLOBALS, play: playArabic };
