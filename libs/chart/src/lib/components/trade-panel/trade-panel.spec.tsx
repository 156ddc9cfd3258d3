import type { MarketSymbol } from '@exchange/api';
import { SAMPLE_FUTURES_POSITION } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TradePanel, type TradePanelProps } from './trade-panel';

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

const props = (over: Partial<TradePanelProps> = {}): TradePanelProps => ({
  symbol: BTC,
  buyLabel: 'Buy BTC',
  sellLabel: 'Sell BTC',
  isLoggedIn: true,
  loginHref: '/login?redirect=%2Ftrade%2FBTC_USDT',
  signupHref: '/signup?redirect=%2Ftrade%2FBTC_USDT',
  spotOrders: [],
  futuresOrders: [],
  positions: [],
  onQuickOrder: jest.fn(),
  ...over,
});

describe('TradePanel', () => {
  it('asks a visitor to log in, with a way back to this page, and shows no orders', () => {
    renderWithProviders(<TradePanel {...props({ isLoggedIn: false })} />);
    expect(screen.getByRole('link', { name: 'Log in to trade' })).toHaveAttribute('href', '/login?redirect=%2Ftrade%2FBTC_USDT');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirect=%2Ftrade%2FBTC_USDT');
    expect(screen.queryByRole('button', { name: 'Buy BTC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open orders' })).not.toBeInTheDocument();
  });

  it('offers a logged-in user quick Buy and Sell', async () => {
    const onQuickOrder = jest.fn();
    renderWithProviders(<TradePanel {...props({ onQuickOrder })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sell BTC' }));
    expect(onQuickOrder.mock.calls).toEqual([[1], [-1]]);
    expect(screen.getByText('No open orders')).toBeInTheDocument();
  });

  it('lists open spot orders with side, price and amount', () => {
    renderWithProviders(
      <TradePanel
        {...props({
          spotOrders: [
            {
              id: '1',
              currency_pair: 'BTC_USDT',
              side: 'buy',
              type: 'limit',
              price: '58000',
              amount: '0.01',
              filled_amount: '0',
              status: 'open',
              create_time: 1,
            },
          ],
        })}
      />,
    );
    const table = within(screen.getByRole('region', { name: 'Open orders' })).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Buy58,000\.000\.01/);
  });

  it('lists futures orders by size sign and the position with its PnL', () => {
    const perp: MarketSymbol = { ...BTC, market: 'futures', settle: 'usdt', price_precision: 1, amount_precision: 0 };
    renderWithProviders(
      <TradePanel
        {...props({
          symbol: perp,
          futuresOrders: [
            { id: '7', contract: 'BTC_USDT', size: -2, price: '61000', left: 2, status: 'open', is_reduce_only: false, create_time: 1 },
          ],
          positions: [SAMPLE_FUTURES_POSITION],
        })}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Open orders' })).getAllByRole('row')[1]).toHaveTextContent(/Sell61,000\.02/);
    expect(within(screen.getByRole('region', { name: 'Positions' })).getAllByRole('row')[1]).toHaveTextContent(
      /Long359,000\.041,000\.0\+36/,
    );
  });
});

describe('TradePanel: Share on a position (spec 03 §2, decision 1403)', () => {
  const perp: MarketSymbol = { ...BTC, market: 'futures', settle: 'usdt', price_precision: 1, amount_precision: 0 };
  const position = {
    contract: 'BTC_USDT',
    size: -3,
    entry_price: '59000',
    mark_price: '60200',
    liq_price: '71000',
    unrealised_pnl: '-36',
    leverage: '10',
    take_profit: '0',
    stop_loss: '0',
  };

  it('each position row offers Share, which hands the row’s position to the page', async () => {
    const onSharePosition = jest.fn();
    renderWithProviders(<TradePanel {...props({ symbol: perp, positions: [position], onSharePosition })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share your short BTC_USDT position' }));
    expect(onSharePosition).toHaveBeenCalledWith(position);
  });

  it('without a share handler the rows have no Share button', () => {
    renderWithProviders(<TradePanel {...props({ symbol: perp, positions: [position] })} />);
    expect(within(screen.getByRole('region', { name: 'Positions' })).queryByRole('button')).toBeNull();
  });
});
