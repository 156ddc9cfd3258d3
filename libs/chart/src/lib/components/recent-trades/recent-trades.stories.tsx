import type { PublicTrade } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { RecentTradesView, TRADE_ROW_PX, TRADES_SHOWN, type RecentTradesViewProps } from './recent-trades';

const SYMBOL = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const tradesFrom = (start: number, count = 24): PublicTrade[] =>
  Array.from({ length: count }, (_, i) => {
    const n = start - i;
    return {
      id: String(n),
      price: 60_000 + ((n * 7) % 13) - 6,
      size: 0.0125 * ((n % 9) + 1),
      side: n % 3 ? 'buy' : 'sell',
      time: Date.UTC(2026, 10, 28, 2, 30, 0) + n * 1000,
    };
  });
const TRADES = tradesFrom(100);

const meta = {
  title: 'Chart/RecentTrades',
  component: RecentTradesView,
  args: { symbol: SYMBOL, trades: TRADES, timeZone: 'UTC', onPickPrice: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentTradesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, side-coloured prices; a price click hands it to the order form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // The header row, then the newest trade (02:31:40 UTC).
    await expect(rows[1]).toHaveTextContent('02:31:40');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button'));
    await expect(args.onPickPrice).toHaveBeenCalledWith(String(TRADES[0]?.price.toFixed(2)));
  },
};

/** Before the stream's first message: busy, "Waiting for trades…". */
export const Loading: Story = {
  args: { trades: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('table')).getByRole('status')).toHaveTextContent('Waiting for trades…');
  },
};

/**
 * A market nobody has traded yet (decision 1971): the first message came without trades, so the panel says so quietly
 * instead of waiting forever, in the height the trades take (no layout shift when the first one arrives).
 */
export const Empty: Story = {
  args: { trades: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await expect(within(canvas.getByRole('table')).getByRole('status')).toHaveTextContent('No trades yet.');
    const body = canvas.getAllByRole('rowgroup')[1] as HTMLElement;
    await expect(body.getBoundingClientRect().height).toBe(TRADES_SHOWN * TRADE_ROW_PX);
  },
};

export const EmptyArabic: Story = {
  args: { trades: [] },
  globals: ARABIC_GLOBALS,
  play: async (context) => {
    await playArabic(context);
    await expect(within(within(context.canvasElement).getByRole('table')).getByRole('status')).toHaveTextContent('لا توجد صفقات بعد.');
  },
};

/** Busy: ten trades a second. */
function FastTrades(args: RecentTradesViewProps) {
  const [n, setN] = useState(100);
  useEffect(() => {
    const handle = setInterval(() => setN((x) => x + 1), 100);
    return () => clearInterval(handle);
  }, []);
  return <RecentTradesView {...args} trades={tradesFrom(n)} />;
}
export const Busy: Story = {
  render: (args) => <FastTrades {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]?.textContent;
    await waitFor(() => expect(canvas.getAllByRole('row')[1]?.textContent).not.toBe(first), { timeout: 3000 });
  },
};

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
