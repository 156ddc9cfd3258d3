import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createFakeRealtimeClient } from '../../testing/fake-realtime';
import { sampleOrderEvent } from '../../testing/sample-order-events';
import type { OrderEvent } from '../schemas/trading';
import { RealtimeProvider, useBalances, useOrderBook, useOrderEvents, useTicker } from './realtime-provider';

const CH = 'book:spot:BTC_USDT';

function Book({ onRender }: { onRender: () => void }) {
  const book = useOrderBook('BTC_USDT');
  const ticker = useTicker('BTC_USDT');
  onRender();
  return (
    <p>
      seq {book.seq} stale {String(book.stale)} bid {book.bids[0]?.price ?? '-'} ask {book.asks[0]?.price ?? '-'} last {ticker?.last ?? '-'}
    </p>
  );
}

describe('the realtime hooks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a burst of 500 messages costs one render (batched per animation frame)', () => {
    const client = createFakeRealtimeClient();
    const onRender = jest.fn();
    render(
      <Profiler id="book" onRender={() => undefined}>
        <RealtimeProvider urls={[]} client={client}>
          <Book onRender={onRender} />
        </RealtimeProvider>
      </Profiler>,
    );
    const before = onRender.mock.calls.length;
    act(() => {
      client.emit({ type: 'book_snapshot', ch: CH, seq: 0, bids: [[100, 1]], asks: [[101, 1]] });
      for (let seq = 1; seq <= 499; seq++) client.emit({ type: 'book_delta', ch: CH, seq, bids: [[100, seq]], asks: [] });
    });
    expect(onRender.mock.calls.length).toBe(before);
    act(() => jest.advanceTimersByTime(20));
    expect(onRender.mock.calls.length).toBe(before + 1);
    expect(screen.getByText(/seq 499 stale false bid 100 ask 101/)).toBeTruthy();
  });

  it('a gap marks the book stale and asks for a snapshot once; the snapshot makes it live again', () => {
    const client = createFakeRealtimeClient();
    render(
      <RealtimeProvider urls={[]} client={client}>
        <Book onRender={() => undefined} />
      </RealtimeProvider>,
    );
    act(() => {
      client.emit({ type: 'book_snapshot', ch: CH, seq: 5, bids: [[100, 1]], asks: [[101, 1]] });
      client.emit({ type: 'book_delta', ch: CH, seq: 7, bids: [], asks: [] });
      client.emit({ type: 'book_delta', ch: CH, seq: 8, bids: [], asks: [] });
      jest.advanceTimersByTime(20);
    });
    expect(client.snapshotRequests).toEqual([CH]);
    expect(screen.getByText(/seq 5 stale true/)).toBeTruthy();
    act(() => {
      client.emit({ type: 'book_snapshot', ch: CH, seq: 9, bids: [[99, 1]], asks: [[102, 1]] });
      jest.advanceTimersByTime(20);
    });
    expect(screen.getByText(/seq 9 stale false bid 99 ask 102/)).toBeTruthy();
  });

  it('a reset (reconnect) keeps the last book, stale, until the new snapshot; tickers update by symbol', () => {
    const client = createFakeRealtimeClient();
    render(
      <RealtimeProvider urls={[]} client={client}>
        <Book onRender={() => undefined} />
      </RealtimeProvider>,
    );
    act(() => {
      client.emit({ type: 'book_snapshot', ch: CH, seq: 1, bids: [[100, 1]], asks: [[101, 1]] });
      client.emit({
        type: 'tickers',
        ch: 'tickers:spot',
        data: [{ symbol: 'BTC_USDT', market: 'spot', last: 100.5, change_24h: 0, high_24h: 101, low_24h: 99, volume_24h: 1 }],
      });
      client.reset('reconnect');
      jest.advanceTimersByTime(20);
    });
    expect(screen.getByText(/seq 1 stale true bid 100 ask 101 last 100.5/)).toBeTruthy();
  });

  // Decision 1937: the order toasts load lazily and used to subscribe after the user's panels; the client subscribes a
  // channel once, so the late hook never got the snapshot, took the next event (the "placed" one) as its baseline, and
  // the toast was lost. Every hook now reads the page's one state of the channel.
  const event = (seq: number, kind: OrderEvent['kind']) => sampleOrderEvent(seq, kind);
  function Events({ name }: { name: string }) {
    const { news } = useOrderEvents(true);
    return (
      <p>
        {name}: {news.map((e) => `${e.kind}#${e.seq}`).join(' ') || 'none'}
      </p>
    );
  }
  function Late({ show, children }: { show: boolean; children: React.ReactNode }) {
    return show ? <>{children}</> : null;
  }

  it.each([
    ['the late hook mounts after the snapshot, before the event', 'before'],
    ['the late hook mounts after the event arrived', 'after'],
  ])('no order event is lost whatever the mount order: %s', (_label, when) => {
    const client = createFakeRealtimeClient();
    const tree = (show: boolean) => (
      <RealtimeProvider urls={[]} client={client}>
        <Events name="panels" />
        <Late show={show}>
          <Events name="toasts" />
        </Late>
      </RealtimeProvider>
    );
    const { rerender } = render(tree(false));
    act(() => {
      client.emit({ type: 'order_events', ch: 'order_events', snapshot: true, data: [event(3, 'filled')] });
      jest.advanceTimersByTime(20);
    });
    if (when === 'before') rerender(tree(true));
    act(() => {
      client.emit({ type: 'order_events', ch: 'order_events', data: [event(4, 'placed')] });
      jest.advanceTimersByTime(20);
    });
    if (when === 'after') rerender(tree(true));
    expect(screen.getByText('panels: placed#4')).toBeTruthy();
    expect(screen.getByText('toasts: placed#4')).toBeTruthy();
    // One subscription of the client for both hooks (the server sends one snapshot).
    expect(client.subscriptions.filter((s) => s.ch === 'order_events')).toHaveLength(1);
  });

  it('a second balances hook shows the balances at once; the last hook to leave releases the channel', () => {
    const client = createFakeRealtimeClient();
    function Balance() {
      const balances = useBalances(true);
      return <p>USDT {balances?.find((b) => b.currency === 'USDT')?.available ?? 'loading'}</p>;
    }
    const tree = (first: boolean, second: boolean) => (
      <RealtimeProvider urls={[]} client={client}>
        <Late show={first}>
          <Balance />
        </Late>
        <Late show={second}>
          <Balance />
        </Late>
      </RealtimeProvider>
    );
    const { rerender } = render(tree(true, false));
    act(() => {
      client.emit({ type: 'balances', ch: 'balances', data: [{ currency: 'USDT', available: '1000', locked: '0' }] });
      jest.advanceTimersByTime(20);
    });
    rerender(tree(true, true));
    expect(screen.getAllByText('USDT 1000')).toHaveLength(2);
    rerender(tree(false, true));
    expect(client.subscriptions.filter((s) => !s.released)).toHaveLength(1);
    rerender(tree(false, false));
    expect(client.subscriptions.filter((s) => !s.released)).toHaveLength(0);
  });
});
