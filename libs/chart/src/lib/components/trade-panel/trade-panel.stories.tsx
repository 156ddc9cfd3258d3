import type { MarketSymbol } from '@exchange/api';
import { SAMPLE_FUTURES_POSITION } from '@exchange/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { TradePanel } from './trade-panel';

const BTC: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: 'BTC / USDT',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
};
const PERP: MarketSymbol = { ...BTC, market: 'futures', settle: 'usdt', price_precision: 1, amount_precision: 0, min_amount: '1' };

const meta = {
  title: 'Chart/TradePanel',
  component: TradePanel,
  args: {
    symbol: BTC,
    buyLabel: 'Buy BTC',
    sellLabel: 'Sell BTC',
    isLoggedIn: true,
    loginHref: '/login?redirect=%2Ftrade%2FBTC_USDT',
    signupHref: '/signup?redirect=%2Ftrade%2FBTC_USDT',
    spotOrders: [
      {
        id: '1',
        currency_pair: 'BTC_USDT',
        side: 'buy',
        type: 'limit',
        price: '58000',
        amount: '0.01',
        filled_amount: '0',
        status: 'open',
        create_time: 1,
      },
    ],
    futuresOrders: [],
    positions: [],
    onQuickOrder: fn(),
  },
} satisfies Meta<typeof TradePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in user on a spot pair: quick Buy/Sell and one open order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }));
    await expect(args.onQuickOrder).toHaveBeenCalledWith(1);
  },
};

/** A visitor: the way to log in (back to this page) instead of trading. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in to trade' })).toHaveAttribute('href', '/login?redirect=%2Ftrade%2FBTC_USDT');
    await expect(canvas.queryByRole('button', { name: 'Buy BTC' })).toBeNull();
  },
};

/** A perpetual: an open order by size sign, and the position with its PnL. */
export const FuturesPosition: Story = {
  args: {
    symbol: PERP,
    spotOrders: [],
    futuresOrders: [
      { id: '7', contract: 'BTC_USDT', size: -2, price: '61000', left: 2, status: 'open', is_reduce_only: false, create_time: 1 },
    ],
    positions: [SAMPLE_FUTURES_POSITION],
  },
};

/** The page composes sharing (decision 1403): each position row offers Share, handing the position over. */
export const FuturesPositionShare: Story = {
  ...FuturesPosition,
  args: { ...FuturesPosition.args, onSharePosition: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share your long BTC_USDT position' }));
    await expect(args.onSharePosition).toHaveBeenCalledWith(expect.objectContaining({ contract: 'BTC_USDT', size: 3 }));
  },
};

/** Nothing open yet. */
export const Empty: Story = { args: { spotOrders: [] } };

/** Arabic (right-to-left) variants. */
export const DefaultArabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
export const FuturesPositionArabic: Story = { ...FuturesPosition, globals: ARABIC_GLOBALS, play: playArabic };
export const FuturesPositionShareArabic: Story = { ...FuturesPositionShare, globals: ARABIC_GLOBALS, play: playArabic };
