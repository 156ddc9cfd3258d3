import { ExchangeClientProvider, type FailureKind, type MarketTicker } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketsView, type MarketsViewProps } from './markets-view';

const t = (symbol: string, last: number, change: number, volume: number): MarketTicker => ({
  symbol,
  market: 'spot',
  last,
  change_24h: change,
  high_24h: last,
  low_24h: last,
  volume_24h: volume,
});
const TICKERS = [t('BTC_USDT', 60_123.456, 0.0123, 10), t('ETH_USDT', 3_000, -0.034, 100), t('SOL_USDT', 150.5, 0, 5_000)];

function renderView(props: Partial<MarketsViewProps> = {}, fixtures: FixtureData = {}, fail?: FailureKind, locale = 'en') {
  const client = createFixtureClient(fixtures, fail ? { marketTickers: fail } : {});
  return renderWithProviders(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MarketsView site="main" locale={locale} refreshMs={0} pricePrecision={{ BTC_USDT: 2, ETH_USDT: 2, SOL_USDT: 3 }} {...props} />
    </ExchangeClientProvider>,
    { locale },
  );
}

const rowOf = (symbol: string) => document.querySelector(`tr[data-symbol="${symbol}"]`) as HTMLElement;
const pairs = () =>
  within(screen.getByTestId('markets-table'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('MarketsView', () => {
  it('lists the tickers busiest first, each pair linking to its trade page, with locale numbers and trend colours', () => {
    renderView({ initialTickers: TICKERS });
    expect(screen.getByRole('heading', { level: 1, name: 'Markets' })).toBeInTheDocument();
    expect(pairs()).toEqual(['SOL/USDT', 'BTC/USDT', 'ETH/USDT']);
    const btc = rowOf('BTC_USDT');
    expect(within(btc).getByRole('link')).toHaveAttribute('href', '/trade/BTC_USDT');
    expect(within(btc).getByText('60,123.46')).toBeInTheDocument();
    expect(within(btc).getByText('+1.23%')).toHaveAttribute('data-trend', 'up');
    expect(within(btc).getByText('601.23K', { exact: false })).toBeInTheDocument();
    expect(within(rowOf('ETH_USDT')).getByText('-3.40%')).toHaveAttribute('data-trend', 'down');
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderView({ initialTickers: TICKERS });
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('24h volume')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Pair')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: /Pair/ }));
    expect(header('Pair')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('24h volume')).toHaveAttribute('aria-sort', 'none');
    expect(pairs()).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    await user.click(screen.getByRole('button', { name: /Pair/ }));
    expect(header('Pair')).toHaveAttribute('aria-sort', 'descending');
    expect(pairs()).toEqual(['SOL/USDT', 'ETH/USDT', 'BTC/USDT']);
    await user.click(screen.getByRole('button', { name: /24h change/ }));
    expect(pairs()).toEqual(['BTC/USDT', 'SOL/USDT', 'ETH/USDT']);
  });

  it('links in the visitor locale and formats numbers for it', () => {
    renderView({ initialTickers: TICKERS }, {}, undefined, 'ar');
    const links = within(screen.getByTestId('markets-table')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toContain('/ar/trade/BTC_USDT');
  });

  it.each([
    ['main', 'en', '/trade/BTC_USDT'],
    ['main', 'zh', '/zh/trade/BTC_USDT'],
    // Spec 03 §2 / decision 1203: on the US site every internal link is under en-us, in the default language too.
    ['us', 'en', '/en-us/trade/BTC_USDT'],
    ['us', 'en-us', '/en-us/trade/BTC_USDT'],
  ] as const)('on the %s site in %s, a pair links to %s', (site, locale, href) => {
    renderView({ initialTickers: TICKERS, site }, {}, undefined, locale);
    expect(within(rowOf('BTC_USDT')).getByRole('link')).toHaveAttribute('href', href);
  });

  it('colours rising and falling changes with the risk colour variables (red is up where <html> has risk-red-up)', () => {
    renderView({ initialTickers: TICKERS }, {}, undefined, 'zh');
    const up = rowOf('BTC_USDT').querySelector('[data-trend="up"]') as HTMLElement;
    const down = rowOf('ETH_USDT').querySelector('[data-trend="down"]') as HTMLElement;
    expect(getComputedStyle(up).color).toBe('var(--exchange-rise)');
    expect(getComputedStyle(down).color).toBe('var(--exchange-fall)');
  });

  it('loads the tickers in the browser when the server did not, showing a loading state first', async () => {
    renderView({ initialTickers: undefined }, { marketTickers: TICKERS });
    expect(screen.getByText('Loading markets…').closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(pairs()).toHaveLength(3));
  });

  it('says so when no market is listed', () => {
    renderView({ initialTickers: [] });
    expect(screen.getByText('No markets are listed right now.')).toHaveAttribute('role', 'status');
  });

  it('shows an error with a retry when the prices cannot be loaded, and keeps it while a retry fails', async () => {
    const user = userEvent.setup();
    renderView({ initialTickers: null }, {}, 'network');
    expect(screen.getByText('Market prices could not be loaded.').closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Market prices could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('markets-table')).not.toBeInTheDocument();
  });
});
