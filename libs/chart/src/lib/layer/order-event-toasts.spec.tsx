import { RealtimeProvider, useOrderEvents, type OrderEvent } from '@exchange/api';
import { createFakeRealtimeClient, sampleOrderEvent } from '@exchange/api/testing';
import { renderWithProviders } from '@exchange/ui/testing';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BTC_SPOT as BTC } from '../../testing/trading-fixtures';
import { OrderEventToasts } from './order-entry-layer';

const event = (seq: number, kind: OrderEvent['kind']) => sampleOrderEvent(seq, kind, { price: '58800' });

/** The trade view's part: it holds the order events from the page's start (decision 1937). */
function PageHold({ children }: { children?: ReactNode }) {
  useOrderEvents(true);
  return <>{children}</>;
}

// Decision 1937 (the flaky "Order placed" of trading-orders.spec.ts): the toasts load in a lazy chunk and mount after
// the page subscribed the order events; an event that came in between was lost.
describe('OrderEventToasts mounted late', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['after the snapshot and before the event', false],
    ['after the event arrived', true],
  ])('toasts an order placed while it loaded: mounted %s', (_label, eventFirst) => {
    const client = createFakeRealtimeClient();
    const tree = (toasts: boolean) => (
      <RealtimeProvider urls={[]} client={client}>
        <PageHold>{toasts && <OrderEventToasts symbol={BTC} isLoggedIn />}</PageHold>
      </RealtimeProvider>
    );
    const { rerender } = renderWithProviders(tree(false));
    act(() => {
      // History (an older fill) is not news: no toast for it.
      client.emit({ type: 'order_events', ch: 'order_events', snapshot: true, data: [event(1, 'filled')] });
      jest.advanceTimersByTime(20);
    });
    const place = () =>
      act(() => {
        client.emit({ type: 'order_events', ch: 'order_events', data: [event(2, 'placed')] });
        jest.advanceTimersByTime(20);
      });
    if (eventFirst) place();
    rerender(tree(true));
    if (!eventFirst) place();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getAllByText('Order placed')).toHaveLength(1);
    expect(screen.queryByText('Order filled')).toBeNull();
  });

  it('a toast layer mounted again (another pair) does not toast the same event twice', () => {
    const client = createFakeRealtimeClient();
    const tree = (toasts: 'a' | 'b' | null) => (
      <RealtimeProvider urls={[]} client={client}>
        <PageHold>{toasts && <OrderEventToasts key={toasts} symbol={BTC} isLoggedIn />}</PageHold>
      </RealtimeProvider>
    );
    const { rerender } = renderWithProviders(tree('a'));
    act(() => {
      client.emit({ type: 'order_events', ch: 'order_events', snapshot: true, data: [] });
      client.emit({ type: 'order_events', ch: 'order_events', data: [event(2, 'placed')] });
      jest.advanceTimersByTime(20);
    });
    rerender(tree('b'));
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getAllByText('Order placed')).toHaveLength(1);
  });
});
