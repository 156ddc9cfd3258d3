import { ExchangeClientProvider, type MarketSymbol } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import { applyThemePreference, type SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TradeChartProps } from './trade-chart';
import { TradeView } from './trade-view';

// The chart chunk (echarts) is replaced by a probe that shows what the view hands it.
jest.mock('./trade-chart', () => ({
  __esModule: true,
  default: (props: TradeChartProps) => (
    <div
      data-testid="chart"
      data-theme={props.theme}
      data-lines={props.orderLines.map((l) => l.id).join(',')}
      data-trading={String(Boolean(props.onPlaceOrder))}
    />
  ),
}));

const BTC: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: 'BTC / USDT',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
};

const context = (over: Partial<SiteContext> = {}): SiteContext => ({
  site: 'main',
  locale: 'en',
  user: { isLoggedIn: true, uid: '10001', nickname: 'kyc2' },
  theme: 'light',
  pathname: '/trade/BTC_USDT',
  search: '',
  siteOrigins: {
    main: 'https://www.example.com',
    us: 'https://us.example.com',
  } as SiteContext['siteOrigins'],
  inAppWebview: false,
  ...over,
});

const labels = { heading: 'BTC/USDT', subtitle: 'Spot market', buy: 'Buy BTC', sell: 'Sell BTC' };

function renderView(ctx: SiteContext, fixtures: FixtureData = {}) {
  const client = createFixtureClient(fixtures);
  renderWithProviders(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TradeView context={ctx} symbol={BTC} labels={labels} />
    </ExchangeClientProvider>,
  );
  return client;
}

const ORDER = {
  id: '42',
  currency_pair: 'BTC_USDT',
  side: 'buy' as const,
  type: 'limit' as const,
  price: '58000',
  amount: '0.01',
  filled_amount: '0',
  status: 'open' as const,
  create_time: 1,
};

describe('TradeView (the chart domain layer, decision 0414)', () => {
  it('a user: fetches the open orders through the api itself; they become the panel rows and the chart order lines', async () => {
    const client = renderView(context(), { spotOpenOrders: [ORDER] });
    expect(screen.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeInTheDocument();
    const chart = await screen.findByTestId('chart');
    await waitFor(() => expect(chart).toHaveAttribute('data-lines', 'spot-42'));
    expect(chart).toHaveAttribute('data-trading', 'true');
    expect(within(screen.getByRole('region', { name: 'Open orders' })).getAllByRole('row')[1]).toHaveTextContent(/Buy58,000\.000\.01/);
    expect(client.calls.map((c) => c.name)).toEqual(expect.arrayContaining(['spotOpenOrders', 'spotFills', 'marketEvents']));
    expect(client.calls.map((c) => c.name)).not.toContain('futuresPositions');
  });

  it('a visitor: no user calls, no trading on the chart, and log-in links back to this page', async () => {
    const client = renderView(context({ user: { isLoggedIn: false, uid: null, nickname: null } }));
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-trading', 'false'));
    expect(screen.getByRole('link', { name: 'Log in to trade' })).toHaveAttribute('href', '/login?redirect=%2Ftrade%2FBTC_USDT');
    expect(client.calls.map((c) => c.name)).toEqual(['marketEvents']);
  });

  it("the US site logs in on its login host, with the page's absolute URL to come back to", async () => {
    renderView(context({ site: 'us', user: { isLoggedIn: false, uid: null, nickname: null } }));
    const href = screen.getByRole('link', { name: 'Log in to trade' }).getAttribute('href') ?? '';
    expect(href.startsWith('https://us.example.com/')).toBe(true);
    expect(href).toContain(`redirect=${encodeURIComponent('https://us.example.com/trade/BTC_USDT')}`);
    await screen.findByTestId('chart');
  });

  it('the theme is a prop: the site preference from the context, then every preference applied on the page', async () => {
    renderView(context({ theme: 'light' }));
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveAttribute('data-theme', 'light');
    act(() => applyThemePreference('dark'));
    expect(chart).toHaveAttribute('data-theme', 'dark');
  });
});
