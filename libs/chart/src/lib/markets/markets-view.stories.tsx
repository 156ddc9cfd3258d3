import { ExchangeClientProvider, type MarketTicker } from '@exchange/api';
import { createFixtureClient } from '@exchange/api/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../testing/arabic-story';
import { MarketsView } from './markets-view';

const t = (symbol: string, last: number, change: number, volume: number): MarketTicker => ({
  symbol,
  market: 'spot',
  last,
  change_24h: change,
  high_24h: last,
  low_24h: last,
  volume_24h: volume,
});
const TICKERS = [t('BTC_USDT', 60_123.45, 0.0123, 812.5), t('ETH_USDT', 3_012.8, -0.034, 21_400), t('SOL_USDT', 151.275, 0, 640_000)];

/** A fixture client: the tickers, a failure, or a call that never answers (loading). */
const withTickers =
  (mode: 'ok' | 'fail' | 'pending'): Decorator =>
  (Story) => {
    const base = createFixtureClient(mode === 'ok' ? { marketTickers: TICKERS } : {}, mode === 'fail' ? { marketTickers: 'http' } : {});
    const client = mode === 'pending' ? { ...base, callResult: () => new Promise<never>(() => undefined) } : base;
    return (
      <ExchangeClientProvider client={client as typeof base} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Story />
      </ExchangeClientProvider>
    );
  };

const meta = {
  title: 'Chart/MarketsView',
  component: MarketsView,
  args: {
    site: 'main',
    locale: 'en',
    initialTickers: TICKERS,
    pricePrecision: { BTC_USDT: 2, ETH_USDT: 2, SOL_USDT: 3 },
    refreshMs: 0,
  },
  decorators: [withTickers('ok')],
} satisfies Meta<typeof MarketsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pair/ }));
    await expect(canvas.getByRole('columnheader', { name: /Pair/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = { args: { initialTickers: undefined }, decorators: [withTickers('pending')] };

export const Empty: Story = { args: { initialTickers: [] } };

export const Failed: Story = {
  args: { initialTickers: null },
  decorators: [withTickers('fail')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Arabic: Story = { args: { locale: 'ar' }, globals: ARABIC_GLOBALS, play: playArabic };
