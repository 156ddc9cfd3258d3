import type { MarketSymbol } from '../schemas/market';
import { checkOrderLimits, orderCost, type OrderDraft } from './order-limits';

// The sandbox's symbol table (decision 1882): BTC_USDT spot tick 0.01, step 0.0001, min notional 5, band ±10 %,
// fees 0.1 %/0.1 %; BTC_USDT perpetual tick 0.1, 1 contract = 0.0001 BTC, fees 0.02 %/0.05 %.
const SPOT: MarketSymbol = {
  symbol: 'BTC_USDT',
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  settle: '',
  description: '',
  exchange: 'SANDBOX',
  price_precision: 2,
  amount_precision: 4,
  min_amount: '0.0001',
  contract_size: '0',
  tick_size: '0.01',
  amount_step: '0.0001',
  min_notional: '5',
  price_band: '0.1',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.001',
  max_leverage: 0,
  maintenance_margin_rate: '0',
};
const FUTURES: MarketSymbol = {
  ...SPOT,
  market: 'futures',
  settle: 'usdt',
  price_precision: 1,
  amount_precision: 0,
  min_amount: '1',
  contract_size: '0.0001',
  tick_size: '0.1',
  amount_step: '1',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  max_leverage: 100,
  maintenance_margin_rate: '0.005',
};

const limit = (side: 'buy' | 'sell', price: string, amount: string): OrderDraft => ({ side, type: 'limit', price, amount });

describe('checkOrderLimits (issue 21: tick size, amount step, minimum notional, price band)', () => {
  it.each([
    ['a limit buy on the tick and step', limit('buy', '60000.01', '0.01'), null],
    ['a price off the 0.01 tick', limit('buy', '60000.005', '0.01'), { error: 'tickSize', limit: '0.01' }],
    ['an amount off the 0.0001 step', limit('buy', '60000', '0.00015'), { error: 'amountStep', limit: '0.0001' }],
    ['letters in the price', limit('buy', '12a.3', '0.01'), { error: 'invalidOrder' }],
    ['an amount of 0', limit('buy', '60000', '0'), { error: 'invalidOrder' }],
    ['an amount below the step', limit('buy', '54000', '0.00009'), { error: 'amountStep', limit: '0.0001' }],
    ['exactly the band edge −10 % (54000)', limit('buy', '54000', '0.001'), null],
    ['below the band: 53999.99 < 54000', limit('buy', '53999.99', '0.001'), { error: 'priceOutsideBand', limit: '54000' }],
    ['above the band: 66000.01 > 66000', limit('sell', '66000.01', '0.001'), { error: 'priceOutsideBand', limit: '66000' }],
    ['a market buy of 0.0001 BTC (6 USDT) at 60000', { side: 'buy', type: 'market', amount: '0.0001' }, null],
    [
      'a stop-limit buy whose stop is already crossed',
      { side: 'buy', type: 'stop_limit', price: '59000', stopPrice: '59000', amount: '0.01' },
      { error: 'stopWouldTrigger', limit: '60000' },
    ],
    [
      'a stop-limit sell below the last price',
      { side: 'sell', type: 'stop_limit', price: '58000', stopPrice: '58500', amount: '0.01' },
      null,
    ],
    ['a stop-limit without a stop price', { side: 'sell', type: 'stop_limit', price: '58000', amount: '0.01' }, { error: 'invalidOrder' }],
  ] as const)('%s', (_case, order, expected) => {
    expect(checkOrderLimits(SPOT, order as OrderDraft, '60000')).toEqual(expected);
  });

  it('refuses a notional below 5 USDT (0.0001 BTC at 40000 = 4)', () => {
    expect(checkOrderLimits({ ...SPOT, price_band: '0' }, limit('buy', '40000', '0.0001'), '60000')).toEqual({
      error: 'belowMinNotional',
      limit: '5',
    });
  });

  it('skips the band without a last price', () => {
    expect(checkOrderLimits(SPOT, limit('buy', '1000', '0.01'), null)).toBeNull();
  });

  it.each([
    ['1 contract at 60000 = 6 USDT', limit('buy', '60000', '1'), null],
    ['half a contract', limit('buy', '60000', '0.5'), { error: 'amountStep', limit: '1' }],
    ['a price off the 0.1 tick', limit('sell', '60000.05', '1'), { error: 'tickSize', limit: '0.1' }],
  ] as const)('futures: %s', (_case, order, expected) => {
    expect(checkOrderLimits(FUTURES, order, '60000')).toEqual(expected);
  });
});

describe('orderCost (issue 21: what an open order reserves)', () => {
  it.each([
    // 60000 × 0.01 = 600; fee 0.1 % = 0.6; a buy locks 600.6 USDT
    [
      'a limit buy locks price × amount + fee in quote',
      limit('buy', '60000', '0.01'),
      { notional: '600', fee: '0.6', margin: '0', reserve: { currency: 'USDT', amount: '600.6' } },
    ],
    [
      'a limit sell locks the base amount',
      limit('sell', '61000', '0.25'),
      { notional: '15250', fee: '15.25', margin: '0', reserve: { currency: 'BTC', amount: '0.25' } },
    ],
    // 58000 × 0.01 = 580; fee 0.58 (the personas' seeded order)
    [
      'the seeded 0.01 BTC buy at 58000',
      limit('buy', '58000', '0.01'),
      { notional: '580', fee: '0.58', margin: '0', reserve: { currency: 'USDT', amount: '580.58' } },
    ],
    [
      'a market buy at the last price',
      { side: 'buy', type: 'market', amount: '0.001' },
      { notional: '60', fee: '0.06', margin: '0', reserve: { currency: 'USDT', amount: '60.06' } },
    ],
    [
      'a fee below 1e-8 rounds up',
      limit('buy', '0.01', '0.0001'),
      { notional: '0.000001', fee: '0.00000001', margin: '0', reserve: { currency: 'USDT', amount: '0.00000101' } },
    ],
  ] as const)('%s', (_case, order, expected) => {
    expect(orderCost(SPOT, order as OrderDraft, '60000')).toEqual(expected);
  });

  it.each([
    // 100 contracts × 0.0001 × 60000 = 600 USDT; 10×: margin 60; taker 0.05 % = 0.3; reserve 60.3
    ['100 contracts at 10×', 10, { notional: '600', fee: '0.3', margin: '60', reserve: { currency: 'USDT', amount: '60.3' } }],
    ['100 contracts at 1×', 1, { notional: '600', fee: '0.3', margin: '600', reserve: { currency: 'USDT', amount: '600.3' } }],
    [
      '100 contracts at 7× rounds the margin up',
      7,
      { notional: '600', fee: '0.3', margin: '85.71428572', reserve: { currency: 'USDT', amount: '86.01428572' } },
    ],
  ] as const)('futures: %s', (_case, leverage, expected) => {
    expect(orderCost(FUTURES, limit('buy', '60000', '100'), '60000', leverage)).toEqual(expected);
  });

  it('is null for an unreadable price', () => {
    expect(orderCost(SPOT, limit('buy', 'abc', '1'), '60000')).toBeNull();
  });
});
