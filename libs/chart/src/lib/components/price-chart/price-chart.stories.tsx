import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRandomWalkDatafeed, demoEvents, demoLiquidations, demoMarkers, demoOrderLines, presetStorage } from '../../../testing';
import type { IndicatorType } from '../../indicators/settings';
import type { OrderLine } from '../../rules/order-lines';
import type { QuickOrderRequest } from '../../rules/quick-order';
import { PriceChart } from './price-chart';

const NOW = Date.UTC(2024, 5, 3, 12, 0);
const feed = createRandomWalkDatafeed({ now: () => NOW, tickMs: 1000 });
const history = feed.history('BTC_USDT', '60');
const lastClose = history.at(-1)?.close ?? 64_000;

const meta = {
  title: 'Chart/PriceChart',
  component: PriceChart,
  args: {
    datafeed: feed,
    symbol: 'BTC_USDT',
    timeZone: 'UTC',
    height: '560px',
    storage: presetStorage({ indicators: ['VOL'] }),
    onPlaceOrder: fn(async (req: QuickOrderRequest): Promise<OrderLine> => ({
      id: `story-${req.side}-${req.price ?? 'market'}`,
      type: req.type === 'limit' ? 0 : 1,
      side: req.side,
      avgPrice: req.price ?? lastClose,
      visible: true,
      sideText: req.side === 1 ? 'Buy' : 'Sell',
      qtyText: String(req.amount),
      showCloseButton: true,
    })),
    quickOrderLimits: { minAmount: 0.001, amountStep: 0.001, priceStep: 0.01 },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const withIndicators = (indicators: IndicatorType[], theme: 'dark' | 'light' = 'dark'): Story => ({
  args: { storage: presetStorage({ indicators, theme }) },
});

export const Default: Story = { args: { storage: presetStorage({ indicators: ['VOL', 'MACD'] }) } };

/** The states a reviewer needs: loading (a feed that never answers), empty market, dark, light. */
export const Loading: Story = { args: { datafeed: createRandomWalkDatafeed({ latencyMs: Infinity }) } };
export const Empty: Story = { args: { datafeed: createRandomWalkDatafeed({ count: 0, now: () => NOW }) } };
export const Dark: Story = withIndicators(['VOL', 'MA'], 'dark');
export const Light: Story = withIndicators(['VOL', 'MA'], 'light');
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <PriceChart {...args} height="360px" datafeed={createRandomWalkDatafeed({ latencyMs: Infinity })} />
      <PriceChart {...args} height="360px" datafeed={createRandomWalkDatafeed({ count: 0, now: () => NOW })} />
      <PriceChart {...args} height="360px" storage={presetStorage({ theme: 'dark' })} />
      <PriceChart {...args} height="360px" storage={presetStorage({ theme: 'light' })} />
    </div>
  ),
};

export const MovingAverage: Story = withIndicators(['MA']);
export const ExponentialMovingAverage: Story = withIndicators(['EMA']);
export const BollingerBands: Story = withIndicators(['BOLL']);
export const Volume: Story = withIndicators(['VOL']);
export const Macd: Story = withIndicators(['MACD']);
export const Kdj: Story = withIndicators(['KDJ']);

export const OrderLines: Story = { args: { orderLines: demoOrderLines(lastClose) } };
export const LiquidationHistogram: Story = {
  args: { symbol: 'BTCUSD_PERP', liquidations: demoLiquidations(feed.history('BTCUSD_PERP', '60').at(-1)?.close ?? lastClose) },
};
export const BuySellMarkers: Story = { args: { markers: demoMarkers(history, 'BTC_USDT') } };
export const ImportantEvents: Story = { args: { events: demoEvents(history.slice(-200)) } };

/**
 * Loading the history and drawing the first frame can take seconds on a busy machine (the smoke test runs headless
 * chromium next to other builds): the default 1 s of `findBy`/`waitFor` is too short for it.
 */
const LOAD_TIMEOUT = { timeout: 10000 };
/** The menu, the panel and the dialog render in a few frames: still allow for a busy machine. */
const UI_TIMEOUT = { timeout: 5000 };

const openMenu = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const area = await canvas.findByRole('region', { name: /Price chart for BTC_USDT/ }, LOAD_TIMEOUT);
  await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'false'), LOAD_TIMEOUT);
  const r = area.getBoundingClientRect();
  area.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: r.left + r.width / 3, clientY: r.top + r.height / 3 }));
  return within(canvasElement.ownerDocument.body);
};

/** Right-click → "Add alert at <price>" opens the alert panel with the price; create it. */
export const AddAlertFromContextMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await userEvent.click(await body.findByRole('menuitem', { name: /^Add alert at / }, UI_TIMEOUT));
    const panel = await body.findByRole('region', { name: 'Price alerts' }, UI_TIMEOUT);
    await userEvent.click(within(panel).getByRole('button', { name: 'Create alert' }));
    await expect(within(panel).getByText(/^(Rises|Falls) to /)).toBeInTheDocument();
  },
};

/** Right-click → "Buy at <price>" opens the quick order; place it and see its line. */
export const QuickOrderFromContextMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openMenu(canvasElement);
    await userEvent.click(await body.findByRole('menuitem', { name: /^Buy at / }, UI_TIMEOUT));
    const dialog = await body.findByRole('dialog', { name: 'Buy BTC_USDT' }, UI_TIMEOUT);
    await userEvent.type(within(dialog).getByLabelText('Amount'), '0.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(args.onPlaceOrder).toHaveBeenCalled(), UI_TIMEOUT);
  },
};
