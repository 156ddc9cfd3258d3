import type { SpotOrder } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { BTC_SPOT, DEMO_SPOT_ORDERS } from '../../../testing/trading-fixtures';
import { spotOpenOrderColumns } from './order-columns';
import { PanelTable, type PanelData } from './panel-table';

/** The open-orders table of the user's panels as one `PanelTable` with its column definitions (decision 1916). */
function OpenOrders({
  list,
  busy,
  onCancelOrder,
  onRetry,
}: {
  list: PanelData<SpotOrder>;
  busy?: ReadonlySet<string>;
  onCancelOrder?: (id: string) => void;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const columns = spotOpenOrderColumns({ intl, symbol: BTC_SPOT, busy: busy ?? new Set(), onCancelOrder });
  return <PanelTable label="Open orders" list={list} columns={columns} rowKey={(o) => o.id} empty="No open orders" onRetry={onRetry} />;
}

const meta = {
  title: 'Chart/UserPanels/PanelTable',
  component: OpenOrders,
  args: { list: { data: DEMO_SPOT_ORDERS, state: 'ready' }, onCancelOrder: fn(), onRetry: fn() },
} satisfies Meta<typeof OpenOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two open orders: each row's cancel button is named by side, amount and price. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Buy 0.01 at 58,000.00' }));
    await expect(args.onCancelOrder).toHaveBeenCalledWith('101');
  },
};

/** Nothing in the list: the empty line. */
export const Empty: Story = {
  args: { list: { data: [], state: 'ready' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open orders')).toBeVisible();
  },
};

/** The list's call is under way: three skeleton rows. */
export const Loading: Story = {
  args: { list: { data: [], state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The call failed: it says so and offers to try again. */
export const Error: Story = {
  args: { list: { data: [], state: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** One order being cancelled: its button is busy, the other stays usable. */
export const Busy: Story = { args: { busy: new Set(['101']) } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
