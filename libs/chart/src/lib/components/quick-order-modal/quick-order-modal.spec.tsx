import { renderWithProviders } from '@exchange/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickOrderModal, type QuickOrderModalProps } from './quick-order-modal';

function setup(props: Partial<QuickOrderModalProps> = {}) {
  const onClose = jest.fn();
  const onPlaced = jest.fn();
  const onPlaceOrder = jest.fn<
    ReturnType<NonNullable<QuickOrderModalProps['onPlaceOrder']>>,
    Parameters<NonNullable<QuickOrderModalProps['onPlaceOrder']>>
  >(async (req) => ({
    id: 'o1',
    type: 0,
    side: req.side,
    avgPrice: req.price ?? 0,
    visible: true,
    sideText: 'Buy',
  }));
  renderWithProviders(
    <QuickOrderModal
      open
      side={1}
      symbol="BTC_USDT"
      price={64000.456}
      limits={{ minAmount: 0.001, amountStep: 0.001 }}
      onClose={onClose}
      onPlaceOrder={onPlaceOrder}
      onPlaced={onPlaced}
      {...props}
    />,
  );
  return { onClose, onPlaced, onPlaceOrder, user: userEvent.setup() };
}

jest.setTimeout(30_000);

describe('QuickOrderModal', () => {
  it('prefills the price under the menu and places a limit order', async () => {
    const t = setup();
    expect(await screen.findByRole('dialog', { name: 'Buy BTC_USDT' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue('64000.46');
    await t.user.type(screen.getByLabelText('Amount'), '0.25');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(t.onPlaceOrder).toHaveBeenCalledWith({ side: 1, type: 'limit', price: 64000.46, amount: 0.25 });
    expect(t.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: 'o1', avgPrice: 64000.46 }));
    expect(t.onClose).toHaveBeenCalled();
  });

  it('explains a bad amount next to the field and does not call the API', async () => {
    const t = setup();
    await screen.findByRole('dialog');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
    await t.user.type(screen.getByLabelText('Amount'), '0.0005');
    // The decimal amount input (spec 03 §5) keeps the step's 3 decimals: the 5 is dropped with a hint, the rest kept.
    expect(screen.getByLabelText('Amount')).toHaveValue('0.000');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Enter an amount above 0')).toBeInTheDocument();
    expect(t.onPlaceOrder).not.toHaveBeenCalled();
  });

  it('explains an amount under the minimum', async () => {
    const t = setup({ limits: { minAmount: 0.01, amountStep: 0.001 } });
    await screen.findByRole('dialog');
    await t.user.type(screen.getByLabelText('Amount'), '0.005');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The minimum amount is 0.01')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('0.005');
    expect(t.onPlaceOrder).not.toHaveBeenCalled();
  });

  it('letters typed into the amount are dropped, the digits kept; editing the price keeps the amount', async () => {
    const t = setup();
    await screen.findByRole('dialog');
    await t.user.type(screen.getByLabelText('Amount'), '1a.5');
    expect(screen.getByLabelText('Amount')).toHaveValue('1.5');
    await t.user.clear(screen.getByLabelText('Price'));
    await t.user.type(screen.getByLabelText('Price'), '63000');
    expect(screen.getByLabelText('Amount')).toHaveValue('1.5');
  });

  it('the price takes no letters (issue 21 item 5): 12a.3.4b5 becomes 12.34', async () => {
    const t = setup();
    await screen.findByRole('dialog');
    await t.user.clear(screen.getByLabelText('Price'));
    await t.user.type(screen.getByLabelText('Price'), '12a.3.4b5');
    expect(screen.getByLabelText('Price')).toHaveValue('12.34');
  });

  it('a price off the tick is explained by the order-entry rule', async () => {
    const t = setup({ priceDecimals: 2, limits: { minAmount: 0.001, amountStep: 0.001, priceStep: 0.5 } });
    await screen.findByRole('dialog');
    await t.user.clear(screen.getByLabelText('Price'));
    await t.user.type(screen.getByLabelText('Price'), '64000.25');
    await t.user.type(screen.getByLabelText('Amount'), '1');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The price moves in steps of 0.5')).toBeInTheDocument();
    expect(t.onPlaceOrder).not.toHaveBeenCalled();
  });

  it('places a market order without a price', async () => {
    const t = setup({ side: -1 });
    await screen.findByRole('dialog', { name: 'Sell BTC_USDT' });
    await t.user.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.getByRole('button', { name: 'Market' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Price')).toBeDisabled();
    await t.user.type(screen.getByLabelText('Amount'), '2');
    await t.user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(t.onPlaceOrder).toHaveBeenCalledWith({ side: -1, type: 'market', amount: 2 });
  });

  it('shows "Something went wrong" when the order call fails and stays open', async () => {
    const t = setup({ onPlaceOrder: jest.fn().mockRejectedValue(new Error('500')) });
    await screen.findByRole('dialog');
    await t.user.type(screen.getByLabelText('Amount'), '1');
    await t.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Something went wrong')).toHaveAttribute('role', 'alert');
    expect(t.onClose).not.toHaveBeenCalled();
  });
});
