import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BTC_PERP,
  BTC_SPOT,
  DEMO_BALANCES,
  DEMO_FILLS,
  DEMO_FUNDING,
  DEMO_ORDER_HISTORY,
  DEMO_POSITION,
  DEMO_SPOT_ORDERS,
} from '../../../testing/trading-fixtures';
import { UserPanels, type UserPanelsProps } from './user-panels';

jest.setTimeout(30_000);

const ready = <T,>(data: readonly T[]) => ({ data, state: 'ready' as const });
const props = (over: Partial<UserPanelsProps> = {}): UserPanelsProps => ({
  symbol: BTC_SPOT,
  spotOrders: ready(DEMO_SPOT_ORDERS),
  orderHistory: ready(DEMO_ORDER_HISTORY),
  fills: ready(DEMO_FILLS),
  balances: ready(DEMO_BALANCES),
  onCancelOrder: jest.fn(),
  onCancelAll: jest.fn(),
  ...over,
});

describe('UserPanels (issue 21 item 1)', () => {
  it('open orders: cancel one by its named button, or all', async () => {
    const user = userEvent.setup();
    const p = props();
    renderWithProviders(<UserPanels {...p} />);
    const open = screen.getByRole('region', { name: 'Open orders' });
    expect(within(open).getAllByRole('row')).toHaveLength(3);
    await user.click(within(open).getByRole('button', { name: 'Cancel Buy 0.01 at 58,000.00' }));
    expect(p.onCancelOrder).toHaveBeenCalledWith('101');
    await user.click(within(open).getByRole('button', { name: 'Cancel all' }));
    expect(p.onCancelAll).toHaveBeenCalled();
  });

  it('order history, trade history with fees, and assets are tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserPanels {...props()} />);
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(within(history).getByText('Cancelled')).toBeVisible();
    expect(within(history).getByRole('cell', { name: 'Filled' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Trade history' }));
    expect(within(screen.getByRole('region', { name: 'Trade history' })).getByText('0.06 USDT')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Assets' }));
    expect(screen.getByTestId('asset-available-USDT')).toHaveTextContent('1,000');
  });

  it('futures: positions first, with mark, liquidation, margin, PnL and ROE, TP/SL, close and Share', async () => {
    const user = userEvent.setup();
    const onClosePosition = jest.fn();
    const onTpsl = jest.fn();
    const onSharePosition = jest.fn();
    renderWithProviders(
      <UserPanels
        {...props({
          symbol: BTC_PERP,
          spotOrders: undefined,
          futuresOrders: ready([]),
          positions: ready([DEMO_POSITION]),
          fills: ready([]),
          funding: ready([DEMO_FUNDING]),
          onClosePosition,
          onTpsl,
          onSharePosition,
        })}
      />,
    );
    const positions = screen.getByRole('region', { name: 'Positions' });
    expect(within(positions).getByText('10× isolated')).toBeVisible();
    expect(screen.getByTestId('position-liq')).toHaveTextContent('41,000.0');
    expect(screen.getByTestId('position-pnl')).toHaveTextContent('+36.00');
    expect(within(positions).getByText(/\+203\.39%/)).toBeVisible();
    await user.click(within(positions).getByRole('button', { name: 'Close the long BTC_USDT position' }));
    expect(onClosePosition).toHaveBeenCalledWith(DEMO_POSITION);
    await user.click(within(positions).getByRole('button', { name: 'Set TP/SL of the long BTC_USDT position' }));
    expect(onTpsl).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Funding' }));
    expect(within(screen.getByRole('region', { name: 'Funding' })).getByText('-0.0018 USDT')).toBeVisible();
  });

  it('futures open orders read open/close long/short, not buy/sell (decision 1965)', async () => {
    const user = userEvent.setup();
    const order = (id: string, size: number, reduceOnly: boolean) => ({
      id,
      contract: 'BTC_USDT',
      size,
      price: '60000',
      left: Math.abs(size),
      status: 'open',
      is_reduce_only: reduceOnly,
      create_time: 1,
    });
    renderWithProviders(
      <UserPanels
        {...props({
          symbol: BTC_PERP,
          spotOrders: undefined,
          futuresOrders: ready([order('1', 2, false), order('2', -2, false), order('3', -1, true), order('4', 1, true)]),
          positions: ready([]),
          fills: ready([]),
          funding: ready([]),
        })}
      />,
    );
    await user.click(screen.getByRole('tab', { name: /Open orders/ }));
    const open = screen.getByRole('region', { name: /Open orders/ });
    for (const side of ['Open long', 'Open short', 'Close long', 'Close short']) expect(within(open).getByText(side)).toBeVisible();
    expect(within(open).queryByText('Buy')).toBeNull();
  });

  it.each([
    ['loading', { data: [], state: 'loading' as const }, 'status', 'Loading…'],
    ['error', { data: [], state: 'error' as const }, 'alert', 'This list could not be loaded.'],
  ])('a list that is %s says so', (_label, list, role, text) => {
    renderWithProviders(<UserPanels {...props({ spotOrders: list })} />);
    expect(within(screen.getByRole('region', { name: 'Open orders' })).getByRole(role)).toHaveTextContent(text === 'Loading…' ? '' : text);
  });

  it('an empty list says so', () => {
    renderWithProviders(<UserPanels {...props({ spotOrders: ready([]) })} />);
    expect(within(screen.getByRole('region', { name: 'Open orders' })).getByText('No open orders')).toBeVisible();
  });
});
