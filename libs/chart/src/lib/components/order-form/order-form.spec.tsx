import { renderWithProviders } from '@exchange/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { BTC_PERP, BTC_SPOT, PERP_LIMITS, SPOT_LIMITS } from '../../../testing/trading-fixtures';
import { orderTicketPriceAtom } from '../../layer/order-ticket';
import { OrderForm, type OrderFormProps, type OrderSubmitResult } from './order-form';

const props = (over: Partial<OrderFormProps> = {}): OrderFormProps => ({
  symbol: BTC_SPOT,
  limits: SPOT_LIMITS,
  lastPrice: '60000',
  balances: { base: '0.5', quote: '1000' },
  isLoggedIn: true,
  loginHref: '/login',
  signupHref: '/signup',
  onSubmit: jest.fn().mockResolvedValue({ ok: true }),
  ...over,
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

jest.setTimeout(30_000);

describe('OrderForm (issue 21 item 1)', () => {
  it('refuses a limit buy beyond the balance with a clear message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<OrderForm {...props({ onSubmit })} />);
    expect(field(/^Price/)).toHaveValue('60000.00');
    await user.type(field(/^Amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('Not enough balance: 1,000.00 available')).toBeVisible();
    expect(field(/^Amount/)).toHaveValue('1000');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the available balance, total and fee in the currency's precision, not the ledger's 8 decimals (decision 1939)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderForm {...props({ balances: { base: '0.50099999', quote: '939.96876543' } })} />);
    expect(screen.getByTestId('order-form-available')).toHaveTextContent('939.96 USDT');
    await user.type(field(/^Amount/), '0.001');
    expect(screen.getByTestId('order-form-fee')).toHaveTextContent(/0\.06$/);
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(screen.getByTestId('order-form-available')).toHaveTextContent('0.5009 BTC');
  });

  // Decision 1937: the stream's toast comes before the place call's answer; the next order's amount typed meanwhile —
  // even the one the field still shows — is not cleared by the answer.
  it("keeps an amount typed while the last order's call was under way", async () => {
    const user = userEvent.setup();
    let answer: (result: OrderSubmitResult) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<OrderSubmitResult>((resolve) => (answer = resolve)));
    renderWithProviders(<OrderForm {...props({ onSubmit })} />);
    await user.type(field(/^Amount/), '0.001');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    fireEvent.input(field(/^Amount/), { target: { value: '0.001' } });
    await act(async () => answer({ ok: true }));
    expect(field(/^Amount/)).toHaveValue('0.001');
  });

  it('a price field takes no letters (the decimal input, spec 03 §5)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderForm {...props()} />);
    await user.clear(field(/^Price/));
    await user.type(field(/^Price/), '12a.3.4b5');
    expect(field(/^Price/)).toHaveValue('12.34');
  });

  it('25 % of 1,000 USDT at 60,000 fills the amount; total and fee follow', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderForm {...props()} />);
    await user.click(screen.getByRole('button', { name: '25%' }));
    expect(field(/^Amount/)).toHaveValue('0.0041');
    expect(screen.getByTestId('order-form-fee')).toHaveTextContent('0.246');
  });

  it('places a market buy and clears the amount; a refusal keeps everything and says why', async () => {
    const user = userEvent.setup();
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'The price is too far from the market price.' })
      .mockResolvedValue({ ok: true });
    renderWithProviders(<OrderForm {...props({ onSubmit })} />);
    await user.click(screen.getByRole('button', { name: 'Market' }));
    await user.type(field(/^Amount/), '0.001');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('The price is too far from the market price.')).toHaveAttribute('role', 'alert');
    expect(field(/^Amount/)).toHaveValue('0.001');
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'market', side: 'buy', amount: '0.001', timeInForce: 'ioc' }),
    );
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(field(/^Amount/)).toHaveValue(''));
  });

  it('asks before a large order (decision 1890: 10,000 USDT or more) and sends it on confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    renderWithProviders(<OrderForm {...props({ onSubmit, balances: { base: '1', quote: '100000' } })} />);
    await user.type(field(/^Amount/), '0.2');
    await user.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm a large order' });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '0.2', price: '60000' })));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('takes the price of a clicked book level (orderTicketPriceAtom) and its side', async () => {
    const store = createStore();
    renderWithProviders(
      <Provider store={store}>
        <OrderForm {...props()} />
      </Provider>,
    );
    act(() => store.set(orderTicketPriceAtom, { price: '59876.54', side: 'sell', at: 1 }));
    await waitFor(() => expect(field(/^Price/)).toHaveValue('59876.54'));
    expect(screen.getByRole('button', { name: 'Sell BTC' })).toBeVisible();
  });

  it('futures: open long at 10× isolated with TP/SL; a wrong-side take profit is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    renderWithProviders(
      <OrderForm {...props({ symbol: BTC_PERP, limits: PERP_LIMITS, balances: { base: null, quote: '1000' }, onSubmit })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Isolated' }));
    expect(field(/^Leverage/)).toHaveValue('10');
    await user.type(field(/^Size/), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Take profit / stop loss' }));
    await user.type(field(/^Take-profit/), '50000');
    await user.click(screen.getByRole('button', { name: 'Open long' }));
    expect(await screen.findByText('For a long, take profit must be above the price')).toBeVisible();
    await user.clear(field(/^Take-profit/));
    await user.type(field(/^Take-profit/), '66000');
    await user.click(screen.getByRole('button', { name: 'Open long' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          market: 'futures',
          leverage: 10,
          marginMode: 'isolated',
          amount: '10',
          takeProfit: '66000',
          reduceOnly: false,
        }),
      ),
    );
  });

  it('a visitor gets the way to log in instead of the form', () => {
    renderWithProviders(<OrderForm {...props({ isLoggedIn: false })} />);
    expect(screen.getByRole('link', { name: 'Log in to trade' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Buy BTC' })).toBeNull();
  });
});
