import type { OrderEvent } from '../lib/schemas/trading';

/** One of the user's order events (`order_events` channel) for specs: a 0.001 BTC spot limit buy at 60,000. */
export const sampleOrderEvent = (seq: number, kind: OrderEvent['kind'], over: Partial<OrderEvent> = {}): OrderEvent => ({
  seq,
  kind,
  market: 'spot',
  order_id: `o${seq}`,
  symbol: 'BTC_USDT',
  side: 'buy',
  type: 'limit',
  price: '60000',
  amount: '0.001',
  filled_amount: '0',
  avg_price: '0',
  reason_code: 0,
  reason: '',
  time_ms: 1_700_000_000_000 + seq,
  ...over,
});
