import type { MarketSymbol, MarketTicker } from '@exchange/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ARABIC_GLOBALS, playArabic } from '../../../testing/arabic-story';
import { createManualClock } from '../../../testing/manual-clock';
import SymbolSearch from './symbol-search';
import { TickerHeaderView, type TickerHeaderViewProps } from './ticker-header';

const symbolOf = (symbol: string, market: 'spot' | 'futures'): MarketSymbol => {
  const [base = '', quote = ''] = symbol.split('_');
  return {
    symbol,
    market,
    base,
    quote,
    settle: market === 'futures' ? 'usdt' : '',
    description: `${base} / ${quote}`,
    exchange: 'SANDBOX',
    price_precision: 2,
    amount_precision: 4,
    min_amount: '0.0001',
    contract_size: market === 'futures' ? '0.0001' : '0',
  };
};
const SPOT = symbolOf('BTC_USDT', 'spot');
const FUTURES = symbolOf('BTC_USDT', 'futures');
const LIST = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT'].map((s) => symbolOf(s, 'spot'));
const NOW = Date.UTC(2026, 10, 28, 14, 59, 30);
const TICKER: MarketTicker = {
  symbol: 'BTC_USDT',
  market: 'spot',
  last: 60_640.1,
  change_24h: 0.0234,
  high_24h: 61_002.5,
  low_24h: 58_870.25,
  volume_24h: 18_234.5,
};
const FUTURES_TICKER: MarketTicker = {
  ...TICKER,
  market: 'futures',
  change_24h: -0.0112,
  mark_price: 60_631.4,
  index_price: 60_622.7,
  funding_rate: 0.0001,
  next_funding_time: Date.UTC(2026, 10, 28, 16, 0, 0),
  open_interest: 6_078,
};

const search = (query: string, done: (results: MarketSymbol[]) => void) =>
  done(LIST.filter((s) => query === '' || s.symbol.toLowerCase().includes(query.toLowerCase().replace('/', '_'))));

const meta = {
  title: 'Chart/TickerHeader',
  component: TickerHeaderView,
  args: {
    symbol: SPOT,
    heading: 'BTC/USDT',
    subtitle: 'Spot market',
    ticker: TICKER,
    now: NOW,
    search: <SymbolSearch current={SPOT} search={search} hrefOf={(s) => `/trade/${s.symbol}`} />,
  },
} satisfies Meta<typeof TickerHeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spot: last price in the rising colour (+2.34 %), high, low, volume. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeInTheDocument();
    await expect(canvas.getByTestId('ticker-change')).toHaveTextContent('+2.34%');
  },
};

/** Futures: mark, index, funding with its countdown to 16:00 UTC, open interest. */
export const Futures: Story = {
  args: { symbol: FUTURES, heading: 'BTC/USDT Perpetual', subtitle: 'USDT-margined perpetual contract', ticker: FUTURES_TICKER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('ticker-funding')).toHaveTextContent('0.0100% / 01:00:30');
    await expect(canvas.getByTestId('ticker-mark')).toHaveTextContent('60,631.40');
  },
};

/** A live countdown (the page ticks each second). */
function Ticking(args: TickerHeaderViewProps) {
  const [now, setNow] = useState(NOW);
  useEffect(() => {
    const handle = setInterval(() => setNow((n) => n + 1000), 1000);
    return () => clearInterval(handle);
  }, []);
  return <TickerHeaderView {...args} now={now} />;
}
export const FuturesBusy: Story = {
  args: { ...Futures.args },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvasElement }) => {
    const funding = within(canvasElement).getByTestId('ticker-funding');
    await waitFor(() => expect(funding).toHaveTextContent('01:00:29'), { timeout: 3000 });
  },
};

/** A newly listed pair with no trade in 24 h: no change, zero volume; the figures still show (never blank). */
export const Empty: Story = {
  args: { ticker: { ...TICKER, change_24h: 0, volume_24h: 0, high_24h: TICKER.last, low_24h: TICKER.last } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('ticker-change')).toHaveTextContent('0.00%');
  },
};

/** Before the first ticker: the header keeps its height, figures shimmer. */
export const Loading: Story = { args: { ticker: null } };

/** The tickers could not be loaded. */
export const Error: Story = {
  args: { ticker: null, unavailable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Market figures are unavailable right now.')).toHaveAttribute('role', 'status');
  },
};

/** Switch pair: typing searches 1000 ms after the last key (spec 02 §9). */
export const Search: Story = {
  render: (args) => {
    const clock = createManualClock(0);
    (globalThis as { __tickerClock?: typeof clock }).__tickerClock = clock;
    return (
      <TickerHeaderView {...args} search={<SymbolSearch current={SPOT} search={search} hrefOf={(s) => `#${s.symbol}`} clock={clock} />} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch pair' }));
    await expect(await body.findByRole('link', { name: /ETH\/USDT/ })).toBeInTheDocument();
    await userEvent.type(body.getByRole('searchbox', { name: 'Search pairs' }), 'sol');
    // Not yet: the search waits 1000 ms after the last key.
    await expect(body.getByRole('link', { name: /ETH\/USDT/ })).toBeInTheDocument();
    (globalThis as { __tickerClock?: { advance(ms: number): void } }).__tickerClock?.advance(1000);
    await waitFor(() => expect(body.queryByRole('link', { name: /ETH\/USDT/ })).toBeNull());
    await expect(body.getByRole('link', { name: /SOL\/USDT/ })).toBeInTheDocument();
  },
};

export const Arabic: Story = { args: { ...Futures.args }, globals: ARABIC_GLOBALS, play: playArabic };
