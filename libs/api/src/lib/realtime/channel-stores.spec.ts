import { sampleOrderEvent } from '../../testing/sample-order-events';
import type { ChannelMessage } from '../schemas/realtime';
import type { OrderEvent } from '../schemas/trading';
import { orderEventsReducer, tradesReducer } from './channel-stores';

const event = (seq: number, kind: OrderEvent['kind'] = 'filled') =>
  sampleOrderEvent(seq, kind, { amount: '0.01', filled_amount: '0.01', avg_price: '60000', time_ms: seq });
const message = (data: OrderEvent[], snapshot?: boolean): ChannelMessage => ({
  type: 'order_events',
  ch: 'order_events',
  ...(snapshot === undefined ? {} : { snapshot }),
  data,
});
const reduce = (state: ReturnType<typeof orderEventsReducer.initial>, m: ChannelMessage) =>
  orderEventsReducer.reduce(state, m, () => undefined);

describe('orderEventsReducer (issue 21: the toasts show news, never history)', () => {
  it('takes the first message as history, then adds each new event once, in seq order', () => {
    let state = reduce(orderEventsReducer.initial(), message([event(1), event(2)], true));
    expect(state).toEqual({ seen: 2, news: [] });
    state = reduce(state, message([event(4, 'cancelled'), event(3, 'placed')]));
    expect(state.news.map((e) => [e.seq, e.kind])).toEqual([
      [3, 'placed'],
      [4, 'cancelled'],
    ]);
    // A repeat (the 5 s refresh, a resync) adds nothing.
    expect(reduce(state, message([event(4)]))).toBe(state);
  });

  it('an empty history starts at 0, so the first event after it is news', () => {
    const state = reduce(reduce(orderEventsReducer.initial(), message([], true)), message([event(1, 'rejected')]));
    expect(state.news.map((e) => e.kind)).toEqual(['rejected']);
  });

  it('ignores other messages', () => {
    const initial = orderEventsReducer.initial();
    expect(reduce(initial, { type: 'fills', ch: 'fills', data: [] })).toBe(initial);
  });
});

describe('tradesReducer (decision 1971: "waiting" until the first message, then "no trades yet" or the trades)', () => {
  const ch = 'trades:spot:BTC_USDT';
  const trade = (id: number) => ({ id: String(id), price: 60_000 + id, size: 0.01, side: 'buy' as const, time: id });
  const reduce = (state: ReturnType<typeof tradesReducer.initial>, data: ReturnType<typeof trade>[]) =>
    tradesReducer.reduce(state, { type: 'trades', ch, data }, () => undefined);

  it('is null before any message', () => expect(tradesReducer.initial()).toBeNull());
  it('an empty snapshot gives an empty list: a market with no trades', () => expect(reduce(null, [])).toEqual([]));
  it('keeps the newest first', () => expect(reduce(reduce(null, []), [trade(1), trade(2)])?.map((t) => t.id)).toEqual(['2', '1']));
  it('lists a trade seen before once (the snapshot again after a reconnect), newest first', () => {
    const state = reduce(reduce(null, [trade(1), trade(2)]), [trade(3)]);
    expect(reduce(state, [trade(1), trade(2), trade(3), trade(4)])?.map((t) => t.id)).toEqual(['4', '3', '2', '1']);
  });
  it('ignores other messages', () => {
    const state = reduce(null, [trade(1)]);
    expect(tradesReducer.reduce(state, { type: 'tickers', ch: 'tickers:spot', data: [] }, () => undefined)).toBe(state);
    expect(tradesReducer.reduce(null, { type: 'tickers', ch: 'tickers:spot', data: [] }, () => undefined)).toBeNull();
  });
});
