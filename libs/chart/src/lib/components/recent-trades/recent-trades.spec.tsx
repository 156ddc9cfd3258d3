import type { PublicTrade } from '@exchange/api';
import { renderWithProviders } from '@exchange/ui/testing';
import { screen, within } from '@testing-library/react';
import { RecentTradesView, TRADE_ROW_PX, TRADES_SHOWN } from './recent-trades';

const SYMBOL = { symbol: 'NEW_USDT', base: 'NEW', quote: 'USDT', price_precision: 4, amount_precision: 2 };
const TRADE: PublicTrade = { id: '1', price: 1.2345, size: 10, side: 'buy', time: Date.UTC(2026, 10, 28, 2, 30, 5) };

const table = () => screen.getByRole('table', { name: 'Market trades' });
const body = () => within(table()).getAllByRole('rowgroup')[1] as HTMLElement;

describe('RecentTradesView: waiting, no trades yet, trades (decision 1971)', () => {
  it('before the first message it waits, busy', () => {
    renderWithProviders(<RecentTradesView symbol={SYMBOL} trades={null} timeZone="UTC" />);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getByRole('status').textContent).toBe('Waiting for trades…');
  });

  it('a first message without trades says "No trades yet." quietly (not busy), in the same reserved height', () => {
    renderWithProviders(<RecentTradesView symbol={SYMBOL} trades={[]} timeZone="UTC" />);
    expect(table().getAttribute('aria-busy')).toBe('false');
    expect(within(table()).getByRole('status').textContent).toBe('No trades yet.');
    expect(getComputedStyle(body()).height).toBe(`${TRADES_SHOWN * TRADE_ROW_PX}px`);
  });

  it('the first trade replaces the message', () => {
    renderWithProviders(<RecentTradesView symbol={SYMBOL} trades={[TRADE]} timeZone="UTC" />);
    expect(within(table()).queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: /1\.2345/ })).toBeTruthy();
    expect(table().getAttribute('aria-busy')).toBe('false');
  });
});
