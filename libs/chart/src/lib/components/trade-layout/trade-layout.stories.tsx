import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { TradeLayout } from './trade-layout';

const Region = ({ name, height }: { name: string; height: number }) => (
  <section aria-label={name} style={{ height, border: '1px dashed #999', borderRadius: 6, padding: 8 }}>
    {name}
  </section>
);

const meta = {
  title: 'Chart/TradeLayout',
  component: TradeLayout,
  args: {
    header: <Region name="Ticker header" height={64} />,
    chart: <Region name="Chart" height={560} />,
    book: <Region name="Order book" height={520} />,
    trades: <Region name="Market trades" height={500} />,
    form: <Region name="Order form" height={420} />,
    panels: <Region name="Your orders" height={240} />,
    buyLabel: 'Buy BTC',
    sellLabel: 'Sell BTC',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TradeLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: book | chart | trades, the form under the chart, the panels across (resize the canvas for each width). */
export const Default: Story = {};

/** Phone (≤ 768 px; pick a phone in the viewport toolbar): the tabs show one market view, Buy and Sell stick to the bottom. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** The sheet opens from the Buy button with the order form in it. */
export const SheetFromBuy: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const buy = canvasElement.querySelector<HTMLButtonElement>('[data-region=bar] button');
    if (buy) buy.click();
    const sheet = await body.findByRole('dialog', { name: 'Place an order' });
    await expect(within(sheet).getByRole('region', { name: 'Order form' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** The sheet open on Sell. */
export const SheetOpen: Story = { args: { initialSheet: 'sell', initialView: 'book' } };

/** Nothing tradable: no Buy/Sell bar. */
export const NotTradable: Story = { args: { tradable: false } };

export const Arabic: Story = { globals: ARABIC_GLOBALS, play: playArabic };
