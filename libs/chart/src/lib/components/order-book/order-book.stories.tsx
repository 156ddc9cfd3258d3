import { bookLevels, applyBookSnapshot, type OrderBookView } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { OrderBookPanelView, type OrderBookViewProps } from './order-book';

const SYMBOL = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const bookAt = (seq: number, shift = 0): OrderBookView => {
  const levels = applyBookSnapshot({
    seq,
    bids: Array.from({ length: 40 }, (_, i) => [60_000 - 6 * i + shift, 0.05 + (((i + seq) * 37) % 11) / 10] as [number, number]),
    asks: Array.from({ length: 40 }, (_, i) => [60_006 + 6 * i + shift, 0.04 + (((i + seq) * 29) % 13) / 10] as [number, number]),
  }).book;
  return { ...bookLevels(levels, 100), seq, stale: false, snapshots: 1 };
};
const BOOK = bookAt(42);
const EMPTY_BOOK: OrderBookView = { bids: [], asks: [], seq: -1, stale: true, snapshots: 0 };

const meta = {
  title: 'Chart/OrderBookPanel',
  component: OrderBookPanelView,
  args: { symbol: SYMBOL, book: BOOK, status: 'open', onPickPrice: fn() },
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

/** Live: asks above bids, depth bars, the spread; clicking a level hands its price to the order form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeInTheDocument();
    await expect(canvas.getByTestId('order-book-spread')).toHaveTextContent('Spread 6.00');
    await userEvent.click(canvas.getByRole('button', { name: /^Sell orders .* at 60,006\.00/ }));
    await expect(args.onPickPrice).toHaveBeenCalledWith('60006.00', 'buy');
  },
};

/** Grouped to 10 USDT (×1000 ticks): bids round down, asks up, never crossed. */
export const Grouped: Story = {
  args: { initialMultiple: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Price grouping' })).toHaveValue('1000');
    await expect(canvas.getByTestId('order-book-spread')).toHaveTextContent('Spread 10');
  },
};

/** One side only: twice the rows of that side. */
export const BidsOnly: Story = {
  args: { initialMode: 'bids' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('rowgroup', { name: 'Sell orders' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy and sell orders' }));
    await expect(canvas.getByRole('rowgroup', { name: 'Sell orders' })).toBeInTheDocument();
  },
};

/** Waiting for the first snapshot: the socket is connecting; the panel keeps its full height. */
export const Loading: Story = { args: { book: EMPTY_BOOK, status: 'connecting' } };

/** A market with no orders yet (each side says so). */
export const Empty: Story = { args: { book: { ...EMPTY_BOOK, seq: 1, stale: false, snapshots: 1 } } };

/** After a gap: the last good levels, dimmed, while a snapshot is on its way. */
export const Resyncing: Story = { args: { book: { ...BOOK, stale: true } } };

/** The socket dropped and the client is backing off: the error state. */
export const Reconnecting: Story = {
  args: { book: { ...BOOK, stale: true }, status: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reconnecting…')).toBeInTheDocument();
  },
};

/** The live data is unavailable (the socket closed for good): the last levels stay dimmed and the badge says so. */
export const Error: Story = {
  args: { book: { ...BOOK, stale: true }, status: 'closed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('realtime-status')).toHaveTextContent('Live data unavailable');
  },
};

/** Busy: a new book every 50 ms (20 updates a second), as a fast market sends them. */
function FastBook(args: OrderBookViewProps) {
  const [seq, setSeq] = useState(100);
  useEffect(() => {
    const handle = setInterval(() => setSeq((s) => s + 1), 50);
    return () => clearInterval(handle);
  }, []);
  return <OrderBookPanelView {...args} book={bookAt(seq, (seq % 7) - 3)} />;
}
export const Busy: Story = {
  render: (args) => <FastBook {...args} />,
  play: async ({ canvasElement }) => {
    const book = within(canvasElement).getByTestId('order-book');
    const first = Number(book.getAttribute('data-seq'));
    await waitFor(() => expect(Number(book.getAttribute('data-seq'))).toBeGreaterThan(first + 3), { timeout: 3000 });
  },
};

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
