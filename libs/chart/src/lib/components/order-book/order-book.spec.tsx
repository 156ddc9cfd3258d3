import { applyBookSnapshot, bookLevels } from '@exchange/api';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import { OrderBookPanelView } from './order-book';

const SYMBOL = { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', price_precision: 2, amount_precision: 4 };
const book = (stale = false) => ({
  ...bookLevels(
    applyBookSnapshot({
      seq: 7,
      bids: [
        [100, 1],
        [99, 2],
      ],
      asks: [
        [101, 0.5],
        [102, 3],
      ],
    }).book,
    10,
  ),
  seq: 7,
  stale,
  snapshots: 1,
});

describe('OrderBookPanelView', () => {
  it('draws asks above bids (best nearest the spread), the spread and a live badge', () => {
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book()} trades={[]} status="open" />);
    const [asks, bids] = screen.getAllByRole('rowgroup');
    expect(
      within(asks as HTMLElement)
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 6)),
    ).toEqual(['102.00', '101.00']);
    expect(
      within(bids as HTMLElement)
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 6)),
    ).toEqual(['100.00', '99.002']);
    expect(screen.getByTestId('order-book-spread')).toHaveTextContent('Spread 1.00');
    expect(screen.getByTestId('realtime-status')).toHaveTextContent('Live');
    expect(screen.getByText('No trades yet.')).toBeTruthy();
  });

  it.each([
    ['open', true, 'Updating…'],
    ['reconnecting', true, 'Reconnecting…'],
    ['connecting', false, 'Connecting…'],
    ['closed', false, 'Live data unavailable'],
  ] as const)('status %s (stale %p) reads %p', (status, stale, text) => {
    renderWithProviders(<OrderBookPanelView symbol={SYMBOL} book={book(stale)} trades={[]} status={status} />);
    expect(screen.getByTestId('realtime-status')).toHaveTextContent(text);
  });

  it('shows a loading line before the first snapshot', () => {
    renderWithProviders(
      <OrderBookPanelView
        symbol={SYMBOL}
        book={{ bids: [], asks: [], seq: -1, stale: true, snapshots: 0 }}
        trades={[]}
        status="connecting"
      />,
    );
    expect(screen.getByText('Loading the order book…')).toHaveAttribute('role', 'status');
  });
});
