import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { demoLegendHover } from '../../../testing/fixtures';
import { PALETTES } from '../../engine/palette';
import { ChartLegend } from './chart-legend';

/** The chart's legend over the price pane: full on a wide chart, open/high/low/close only on a phone (decision 1978). */
const meta = {
  title: 'Chart/ChartLegend',
  component: ChartLegend,
  args: {
    symbol: 'BTC_USDT',
    resolution: '60',
    timeZone: 'UTC',
    locale: 'en',
    priceDecimals: 1,
    palette: PALETTES.light,
    right: 130,
    plotWidth: 600,
    hover: demoLegendHover,
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ position: 'relative', width: (args.plotWidth ?? 600) + 130, height: 80, background: '#f3f4f6' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chart-legend')).toHaveTextContent('Time zone: UTC');
  },
};

/** A 390 px phone's chart: about 236 px of candles. */
export const Phone: Story = {
  args: { plotWidth: 236 },
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByTestId('chart-legend');
    await expect(legend).toHaveTextContent('C 61,030.5');
    await expect(legend).not.toHaveTextContent('Time zone');
  },
};

/** Before the first candle: the symbol and the time zone only. */
export const Empty: Story = { args: { hover: null } };

export const Arabic: Story = { args: { plotWidth: 236, locale: 'ar' }, globals: ARABIC_GLOBALS, play: playArabic };
