import { bookLevels, applyBookSnapshot, type OrderBookView, type PublicTrade } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { OrderBookPanelView } from './order-book';

const SYMBOL = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const levels = applyBookSnapshot({
  seq: 42,
  bids: Array.from({ length: 12 }, (_, i) => [60_000 - 6 * i, 0.05 + ((i * 37) % 11) / 10] as [number, number]),
  asks: Array.from({ length: 12 }, (_, i) => [60_006 + 6 * i, 0.04 + ((i * 29) % 13) / 10] as [number, number]),
}).book;
const BOOK: OrderBookView = { ...bookLevels(levels, 10), seq: 42, stale: false, snapshots: 1 };
const TRADES: PublicTrade[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i),
  price: i % 2 ? 60_006 : 60_000,
  size: 0.0125 * (i + 1),
  side: i % 2 ? 'buy' : 'sell',
  time: Date.UTC(2026, 10, 28, 2, 30, 60 - i * 4),
}));
const EMPTY_BOOK: OrderBookView = { bids: [], asks: [], seq: -1, stale: true, snapshots: 0 };

const meta = {
  title: 'Chart/OrderBookPanel',
  component: OrderBookPanelView,
  args: { symbol: SYMBOL, book: BOOK, trades: TRADES, status: 'open' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderBookPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeInTheDocument();
    await expect(canvas.getByTestId('order-book-spread')).toHaveTextContent('Spread 6.00');
  },
};

/** Waiting for the first snapshot: the socket is connecting. */
export const Loading: Story = { args: { book: EMPTY_BOOK, trades: [], status: 'connecting' } };

/** After a gap: the last good levels, dimmed, while a snapshot is on its way. */
export const Resyncing: Story = { args: { book: { ...BOOK, stale: true } } };

/** The socket dropped and the client is backing off: the error state. */
export const Reconnecting: Story = {
  args: { book: { ...BOOK, stale: true }, status: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reconnecting…')).toBeInTheDocument();
  },
};

export const NoTrades: Story = { args: { trades: [] } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
