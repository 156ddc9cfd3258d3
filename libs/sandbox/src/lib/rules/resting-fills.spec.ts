import type { SpotOrder } from '@exchange/api';
import { fillRestingOrders, printReaches } from './resting-fills';

const order = (over: Partial<SpotOrder>): SpotOrder => ({
  id: '9001',
  currency_pair: 'BTC_USDT',
  side: 'buy',
  type: 'limit',
  price: '60000',
  amount: '0.01',
  filled_amount: '0',
  status: 'open',
  create_time: 1_700_000_000,
  ...over,
});
const WALLET = { spot: { USDT: '1000', BTC: '0.5' }, futures: { USDT: '500' } };
const at = (price: number, symbol = 'BTC_USDT') => ({ symbol, price, time: 1_700_000_000_000 });

describe('printReaches (a resting limit order is reached by a print at or through its price)', () => {
  it.each([
    ['buy', '60000', 60_000, true],
    ['buy', '60000', 59_999.5, true],
    ['buy', '60000', 60_000.01, false],
    ['sell', '61000', 61_000, true],
    ['sell', '61000', 61_500, true],
    ['sell', '61000', 60_999.99, false],
    ['buy', '0', 1, false],
  ] as const)('%s limit %s, print %d → %p', (side, price, print, reached) => expect(printReaches({ side, price }, print)).toBe(reached));
});

describe('fillRestingOrders (issue 20: the user sees a resting order fill the moment the market reaches it)', () => {
  it('a buy limit reached fills in full at its own price: −600 USDT, +0.01 BTC, one fill', () => {
    const { filled, wallet } = fillRestingOrders([order({})], WALLET, at(59_990));
    expect(filled).toEqual([
      {
        order: expect.objectContaining({ id: '9001', status: 'closed', filled_amount: '0.01' }),
        fill: { id: '9001-1', symbol: 'BTC_USDT', side: 'buy', price: '60000', amount: '0.01', create_time_ms: 1_700_000_000_000 },
      },
    ]);
    expect(wallet).toEqual({ spot: { USDT: '400', BTC: '0.51' }, futures: { USDT: '500' } });
  });

  it('a sell limit reached: −0.1 BTC, +6,150 USDT', () => {
    const { wallet } = fillRestingOrders([order({ side: 'sell', price: '61500', amount: '0.1' })], WALLET, at(61_500));
    expect(wallet['spot']).toEqual({ USDT: '7150', BTC: '0.4' });
  });

  it.each([
    ['another symbol', order({}), at(59_000, 'ETH_USDT')],
    ['a price not reached', order({}), at(60_001)],
    ['a market order', order({ type: 'market' }), at(50_000)],
    ['an order already closed', order({ status: 'closed' }), at(50_000)],
    ['a buy the wallet cannot pay (0.02 BTC × 60,000 > 1,000 USDT)', order({ amount: '0.02' }), at(59_000)],
  ])('leaves %s alone', (_label, resting, print) => {
    const result = fillRestingOrders([resting], WALLET, print);
    expect(result.filled).toEqual([]);
    expect(result.wallet).toBe(WALLET);
  });

  it('fills several orders of one print in order, each paid from what the previous left', () => {
    const orders = [order({ id: 'a', amount: '0.01' }), order({ id: 'b', amount: '0.01' })];
    const { filled, wallet } = fillRestingOrders(orders, { spot: { USDT: '700' } }, at(60_000));
    expect(filled.map((f) => f.order.id)).toEqual(['a']);
    expect(wallet['spot']).toEqual({ USDT: '100', BTC: '0.01' });
  });
});
