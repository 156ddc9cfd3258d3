import { ExchangeClientProvider, type MarketSymbol } from '@exchange/api';
import { createFixtureClient, type FixtureData, SAMPLE_FUTURES_POSITION } from '@exchange/api/testing';
import { applyThemePreference, type SiteContext } from '@exchange/ui';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function renderView(
  ctx: SiteContext,
  fixtures: FixtureData = {},
  failures: Parameters<typeof createFixtureClient>[1] = {},
  symbol: MarketSymbol = BTC,
) {
  const client = createFixtureClient(fixtures, failures);
  renderWithProviders(
    <ExchangeClientProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TradeView context={ctx} symbol={symbol} labels={labels} />
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

jest.setTimeout(30_000);

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
    // No user call: the market's events, the coin-icon whitelist (static common config) for the header's icon and the
    // tickers standing in for the ticker header until the live channel's first push (issue 21).
    expect(client.calls.map((c) => c.name).sort()).toEqual(['commonConfig', 'marketEvents', 'marketTickers']);
  });

  it("the US site logs in on its login host, with the page's absolute URL to come back to", async () => {
    renderView(context({ site: 'us', user: { isLoggedIn: false, uid: null, nickname: null } }));
    const href = screen.getByRole('link', { name: 'Log in to trade' }).getAttribute('href') ?? '';
    expect(href.startsWith('https://us.example.com/')).toBe(true);
    // Spec 03 §2 / decision 1203: back to the page under en-us (the US site's default language too).
    expect(href).toContain(`redirect=${encodeURIComponent('https://us.example.com/en-us/trade/BTC_USDT')}`);
    await screen.findByTestId('chart');
  });

  it('the theme is a prop: the site preference from the context, then every preference applied on the page', async () => {
    renderView(context({ theme: 'light' }));
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveAttribute('data-theme', 'light');
    act(() => applyThemePreference('dark'));
    expect(chart).toHaveAttribute('data-theme', 'dark');
  });

  describe('line actions (decision 0415)', () => {
    const PERP: MarketSymbol = { ...BTC, market: 'futures', settle: 'usdt', amount_precision: 0, min_amount: '1', price_precision: 1 };
    const POSITION = SAMPLE_FUTURES_POSITION;

    it('cancels an order from its named button and refreshes the orders: the row and the line go', async () => {
      let open = [ORDER];
      const client = renderView(context(), {
        spotOpenOrders: () => open,
        cancelSpotOrder: () => {
          open = [];
          return { ...ORDER, status: 'cancelled' };
        },
      });
      const cancel = await screen.findByRole('button', { name: 'Cancel order BTC_USDT buy 0.01 at 58,000.00' });
      cancel.focus();
      await userEvent.setup().keyboard('{Enter}');
      await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-lines', ''));
      expect(client.calls.find((c) => c.name === 'cancelSpotOrder')?.input).toEqual({ currency_pair: 'BTC_USDT', id: '42' });
      expect(await within(screen.getByRole('region', { name: 'Open orders' })).findByText('No open orders')).toBeInTheDocument();
    });

    it('a failing cancel shows an error toast and keeps the order', async () => {
      renderView(context(), { spotOpenOrders: [ORDER] }, { cancelSpotOrder: 'http' });
      await userEvent.setup().click(await screen.findByRole('button', { name: /^Cancel order BTC_USDT buy/ }));
      expect(await screen.findByText('The order was not cancelled')).toBeInTheDocument();
      expect(screen.getByTestId('chart')).toHaveAttribute('data-lines', 'spot-42');
    });

    it('TP/SL: a take profit under the mark is explained and not sent; a valid one is saved', async () => {
      const user = userEvent.setup();
      const client = renderView(
        context({ pathname: '/futures/usdt/BTC_USDT' }),
        { futuresPositions: [POSITION], setFuturesTpsl: (input) => ({ ...POSITION, take_profit: input.take_profit }) },
        {},
        PERP,
      );
      await user.click(await screen.findByRole('button', { name: 'TP/SL for position BTC_USDT long 3' }));
      const dialog = await screen.findByRole('dialog', { name: /Take profit and stop loss/ });
      expect(within(dialog).getByText('Mark price: 60,200.0')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Take-profit price'), '59000');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('For a long, take profit must be above the mark price')).toBeInTheDocument();
      expect(client.calls.map((c) => c.name)).not.toContain('setFuturesTpsl');
      // What was typed is still there to correct.
      expect(within(dialog).getByLabelText('Take-profit price')).toHaveValue('59000');
      await user.clear(within(dialog).getByLabelText('Take-profit price'));
      await user.type(within(dialog).getByLabelText('Take-profit price'), '65000');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(client.calls.find((c) => c.name === 'setFuturesTpsl')?.input).toEqual({
        contract: 'BTC_USDT',
        take_profit: '65000',
        stop_loss: '',
      });
    });

    it('reverse asks first; confirming reverses the position', async () => {
      const user = userEvent.setup();
      let position = POSITION;
      const client = renderView(
        context({ pathname: '/futures/usdt/BTC_USDT' }),
        {
          futuresPositions: () => [position],
          reverseFuturesPosition: () => {
            position = { ...POSITION, size: -3 };
            return position;
          },
        },
        {},
        PERP,
      );
      await user.click(await screen.findByRole('button', { name: 'Reverse position BTC_USDT long 3' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Reverse this position?' });
      expect(client.calls.map((c) => c.name)).not.toContain('reverseFuturesPosition');
      await user.click(within(dialog).getByRole('button', { name: 'Reverse position' }));
      expect(await screen.findByRole('button', { name: 'Reverse position BTC_USDT short 3' })).toBeInTheDocument();
    });
  });
});
