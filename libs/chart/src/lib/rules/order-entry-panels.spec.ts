import type { FuturesOrder, SpotOrder } from '@exchange/api';
import { DEMO_POSITION, DEMO_SPOT_ORDERS } from '../../testing/trading-fixtures';
import { orderStatusOf, positionFigures } from './order-entry-panels';

const spot = (over: Partial<SpotOrder>): SpotOrder => ({ ...DEMO_SPOT_ORDERS[0], ...over }) as SpotOrder;
const perp = (over: Partial<FuturesOrder>): FuturesOrder =>
  ({
    id: '1',
    contract: 'BTC_USDT',
    size: 10,
    price: '60000',
    left: 10,
    status: 'open',
    is_reduce_only: false,
    create_time: 1,
    ...over,
  }) as FuturesOrder;

describe('orderStatusOf (the contract of decision 1882)', () => {
  it.each([
    ['spot open, nothing filled', spot({ status: 'open', filled_amount: '0' }), 'open'],
    ['spot open, part filled', spot({ status: 'open', filled_amount: '0.004' }), 'partial'],
    ['spot closed', spot({ status: 'closed', filled_amount: '0.01' }), 'filled'],
    ['spot cancelled', spot({ status: 'cancelled' }), 'cancelled'],
    ['spot rejected', spot({ status: 'rejected' }), 'rejected'],
    ['futures open', perp({}), 'open'],
    ['futures finished as filled', perp({ status: 'finished', finish_as: 'filled', left: 0 }), 'filled'],
    ['futures IOC rest cancelled after a part', perp({ status: 'finished', finish_as: 'ioc', left: 4 }), 'partial'],
    ['futures cancelled', perp({ status: 'finished', finish_as: 'cancelled' }), 'cancelled'],
  ] as const)('%s → %s', (_label, order, status) => {
    expect(orderStatusOf(order)).toBe(status);
  });
});

describe('positionFigures', () => {
  it('uses the margin and ROE the exchange reports', () => {
    expect(positionFigures({ ...DEMO_POSITION, margin: '17.7', roe: '2.0339' }, { contract_size: '0.0001' })).toMatchObject({
      margin: 17.7,
      roe: 2.0339,
      marginMode: 'isolated',
      leverage: 10,
    });
  });
  it('works them out without: 3 contracts × 0.0001 × 59,000 / 10 = 1.77; PnL 36 → ROE 20.34', () => {
    const { margin, roe } = positionFigures({ ...DEMO_POSITION, margin: undefined, roe: undefined }, { contract_size: '0.0001' });
    expect(margin).toBeCloseTo(1.77, 6);
    expect(roe).toBeCloseTo(20.339, 2);
  });
});
