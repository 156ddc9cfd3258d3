import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceAlert } from '../../rules/price-alerts';
import { PriceAlertPanel } from './price-alert-panel';

const alerts: PriceAlert[] = [
  { id: 'a', symbol: 'BTC_USDT', price: 65000, direction: 'up', createdAt: 0 },
  { id: 'b', symbol: 'BTC_USDT', price: 60000, direction: 'down', createdAt: 0 },
];

function setup(list: PriceAlert[] = alerts, initialPrice?: number) {
  const onCreate = jest.fn();
  const onDelete = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <PriceAlertPanel alerts={list} initialPrice={initialPrice} onCreate={onCreate} onDelete={onDelete} onClose={onClose} />,
  );
  return { onCreate, onDelete, onClose, user: userEvent.setup() };
}

describe('PriceAlertPanel', () => {
  it('lists alerts with their direction', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Price alerts' });
    expect(within(region).getByText('Rises to 65,000.00')).toBeInTheDocument();
    expect(within(region).getByText('Falls to 60,000.00')).toBeInTheDocument();
  });

  it('creates an alert at the prefilled price', async () => {
    const t = setup([], 64123.456);
    expect(screen.getByText('No alerts yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Alert price')).toHaveValue('64123.46');
    await t.user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(t.onCreate).toHaveBeenCalledWith(64123.46);
  });

  it('explains a bad price next to the field', async () => {
    const t = setup([]);
    await t.user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Enter a price')).toBeInTheDocument();
    await t.user.type(screen.getByLabelText('Alert price'), '-3');
    await t.user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Enter a price above 0')).toBeInTheDocument();
    expect(t.onCreate).not.toHaveBeenCalled();
  });

  it('deletes an alert and closes', async () => {
    const t = setup();
    await t.user.click(screen.getByRole('button', { name: 'Delete alert at 60,000.00' }));
    expect(t.onDelete).toHaveBeenCalledWith('b');
    await t.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(t.onClose).toHaveBeenCalled();
  });
});
