import { tickerFixtures } from '@exchange/content/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MarketDataView } from './market-data-view';

const meta = {
  title: 'Content/MarketDataView',
  component: MarketDataView,
  args: { site: 'main', locale: 'en', tickers: tickerFixtures },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Trade' }).length).toBeGreaterThan(2);
  },
};

/** No markets answered. */
export const Empty: Story = { args: { tickers: [] } };

/** The tickers call failed. */
export const Error: Story = {
  args: { tickers: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/unavailable/)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
  },
};
