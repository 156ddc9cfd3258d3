import { applyBookSnapshot, bookLevels } from '@exchange/api';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderBookPanelView } from './order-book';

const SYMBOL = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const book = (stale = false) => ({
  ...bookLevels(
    applyBookSnapshot({
      seq: 7,
      bids: [
        [100, 1],
        [99.95, 2],
      ],
      asks: [
        [101, 0.5],
        [102.04, 3],
      ],
    }).book,
    10,
  ),
  seq: 7,
  stale,
  snapshots: 1,
});

const prices = (group: string) =>
  within(screen.getByRole('rowgroup', { name: group }))
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-price'));

describe('OrderBookPanelView', () => {
  it('draws asks above bids (best nearest the spread), the spread and a live badge', () => {
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book()} status="open" />);
    expect(prices('Sell orders')).toEqual(['102.04', '101']);
    expect(prices('Buy orders')).toEqual(['100', '99.95']);
    expect(screen.getByTestId('order-book-spread')).toHaveTextContent('Spread 1.00 (0.995%)');
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('Live');
  });

  it('hands a picked level to the order form: an ask is bought at its price, a bid sold', async () => {
    const onPickPrice = jest.fn();
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book()} status="open" onPickPrice={onPickPrice} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sell orders 0.5000 at 101.00: use this price' }));
    expect(onPickPrice).toHaveBeenLastCalledWith('101.00', 'buy');
    await userEvent.click(screen.getByRole('button', { name: 'Buy orders 2.0000 at 99.95: use this price' }));
    expect(onPickPrice).toHaveBeenLastCalledWith('99.95', 'sell');
  });

  it('groups prices by the chosen tick multiple and shows one side on request', async () => {
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book()} status="open" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price grouping' }), '100');
    // Step 1: bids down (100, 99.95 → 100, 99), asks up (101, 102.04 → 101, 103).
    expect(prices('Buy orders')).toEqual(['100', '99']);
    expect(prices('Sell orders')).toEqual(['103', '101']);
    await userEvent.click(screen.getByRole('button', { name: 'Buy orders only' }));
    expect(screen.getByRole('button', { name: 'Buy orders only' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('rowgroup', { name: 'Sell orders' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sell orders only' }));
    expect(screen.queryByRole('rowgroup', { name: 'Buy orders' })).toBeNull();
    expect(prices('Sell orders')).toEqual(['103', '101']);
  });

  it.each([
    ['open', true, 'Updating…'],
    ['reconnecting', true, 'Reconnecting…'],
    ['connecting', false, 'Connecting…'],
    ['closed', false, 'Live data unavailable'],
  ] as const)('status %s (stale %p) reads %p', (status, stale, text) => {
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book(stale)} status={status} />);
    expect(screen.getByTestId('realtime-status')).toHaveTextContent(text);
  });

  it('shows a loading line before the first snapshot, in the panel’s full height', () => {
    renderWithProviders(
      <OrderBookPanelView symbol={SYMBOL} book={{ bids: [], asks: [], seq: -1, stale: true, snapshots: 0 }} status="connecting" />,
    );
    expect(screen.getByText('Loading the order book…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: 'Order book' })).toHaveAttribute('aria-busy', 'true');
  });
});
