import type { MarketSymbol } from '@exchange/api';
import { amountForPercent, checkOrderEntry, type OrderDraft, type OrderEntryContext } from './order-entry';
import { orderEntryLimitsOf, type OrderEntryLimits } from './order-entry-limits';

// Issue 21 (decision 1890): the sandbox's BTC_USDT spot pair (tick 0.01, step 0.0001, minimum notional 5 USDT,
// ±10 % band, maker 0.1 % / taker 0.1 %) around 60,000, and its perpetual (tick 0.1, 0.0001 BTC per contract, up to
// 100×, taker 0.05 %); user-kyc2 holds 1,000 USDT (the "1,000 BTC from an account holding 1,000 USDT").
const SPOT: OrderEntryLimits = {
  market: 'spot',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.01',
  amount_step: '0.0001',
  min_amount: '0.0001',
  min_notional: '5',
  price_band: '0.1',
  contract_size: '0',
  maker_fee_rate: '0.001',
  taker_fee_rate: '0.001',
  maxLeverage: 1,
};
const PERP: OrderEntryLimits = {
  market: 'futures',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.1',
  amount_step: '1',
  min_amount: '1',
  min_notional: '5',
  price_band: '0.1',
  contract_size: '0.0001',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  maxLeverage: 100,
};
const spot = (available: string | null = '1000'): OrderEntryContext => ({ market: 'spot', limits: SPOT, lastPrice: '60000', available });
const perp = (available: string | null = '1000', positionSize = 0): OrderEntryContext => ({
  market: 'futures',
  limits: PERP,
  lastPrice: '60000',
  available,
  positionSize,
});
const buy = (over: Partial<OrderDraft> = {}): OrderDraft => ({ kind: 'limit', side: 'buy', price: '60000', amount: '0.01', ...over });

describe('checkOrderEntry: spot limit, market and stop-limit (issue 21 item 1)', () => {
  it.each([
    ['1,000 BTC from 1,000 USDT (the issue) is refused', buy({ amount: '1000' }), 'amount', 'insufficientBalance'],
    ['0.0167 at 60,000 (1,002 + fee) is refused', buy({ amount: '0.0167' }), 'amount', 'insufficientBalance'],
    ['no price', buy({ price: '' }), 'price', 'priceRequired'],
    ['zero price', buy({ price: '0' }), 'price', 'priceInvalid'],
    ['price off the 0.01 tick', buy({ price: '60000.005' }), 'price', 'priceTick'],
    ['price above the +10 % band (66,000.01)', buy({ price: '66000.01' }), 'price', 'priceBandHigh'],
    ['price below the −10 % band (53,999.99)', buy({ price: '53999.99' }), 'price', 'priceBandLow'],
    ['no amount', buy({ amount: '' }), 'amount', 'amountRequired'],
    ['amount off the 0.0001 step', buy({ amount: '0.00015' }), 'amount', 'amountStep'],
    ['stop-limit without a trigger', buy({ kind: 'stop_limit', trigger: '' }), 'trigger', 'triggerRequired'],
    ['stop-limit trigger off the tick', buy({ kind: 'stop_limit', trigger: '61000.001' }), 'trigger', 'triggerTick'],
    ['a buy stop at 59,000 is already crossed by 60,000', buy({ kind: 'stop_limit', trigger: '59000' }), 'trigger', 'stopWouldTrigger'],
  ] as const)('%s', (_label, draft, field, key) => {
    const result = checkOrderEntry(draft, spot());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(key);
  });

  it('a notional under the minimum (0.0001 × 60,000 = 6 under a 10 USDT minimum) is refused', () => {
    const result = checkOrderEntry(buy({ amount: '0.0001' }), { ...spot(), limits: { ...SPOT, min_notional: '10' } });
    expect(result).toMatchObject({ ok: false, errors: { total: { key: 'notionalMin', values: { min: '10' } } } });
  });

  it('a limit buy within the balance: total, fee and cost (0.01 × 59,000 = 590 + 0.59)', () => {
    const result = checkOrderEntry(buy({ price: '59000' }), spot());
    expect(result).toMatchObject({
      ok: true,
      confirm: false,
      order: { market: 'spot', kind: 'limit', side: 'buy', price: '59000', amount: '0.01', timeInForce: 'gtc' },
      quote: { notional: '590', fee: '0.59', cost: '590.59' },
    });
  });

  it('a market buy is estimated at the last price and sent without a price', () => {
    const result = checkOrderEntry(buy({ kind: 'market', price: 'ignored', amount: '0.001' }), spot());
    expect(result).toMatchObject({ ok: true, order: { kind: 'market', timeInForce: 'ioc' }, quote: { notional: '60', fee: '0.06' } });
    if (result.ok) expect(result.order.price).toBeUndefined();
  });

  it('a market order before any price is known is refused', () => {
    const result = checkOrderEntry(buy({ kind: 'market' }), { ...spot(), lastPrice: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.price?.key).toBe('noLastPrice');
  });

  it('a sell spends the base currency: 0.5 BTC held, 0.6 refused, 0.5 accepted', () => {
    const sell = (amount: string) => checkOrderEntry(buy({ side: 'sell', amount, price: '61000' }), spot('0.5'));
    expect(sell('0.6')).toMatchObject({ ok: false, errors: { amount: { key: 'insufficientBalance' } } });
    expect(sell('0.5')).toMatchObject({ ok: true, quote: { cost: '0.5', notional: '30500' }, confirm: true });
  });

  it('an unknown balance is left to the exchange', () => {
    expect(checkOrderEntry(buy({ amount: '1' }), spot(null)).ok).toBe(true);
  });

  it.each([
    ['notional 9,999.99 → no confirmation', '59999.94', '0.1666', false],
    ['notional ≥ 10,000 → confirmation', '60000', '0.1667', true],
    ['limit buy 5 % through the last price (63,000) → confirmation', '63000', '0.001', true],
    ['limit buy 4.99 % through (62,994) → none', '62994', '0.001', false],
  ] as const)('confirmation threshold (decision 1890): %s', (_label, price, amount, confirm) => {
    const result = checkOrderEntry(buy({ price, amount }), spot('100000'));
    expect(result).toMatchObject({ ok: true, confirm });
  });
});

describe('checkOrderEntry: futures open and close', () => {
  const long = (over: Partial<OrderDraft> = {}): OrderDraft => ({
    kind: 'limit',
    side: 'buy',
    price: '60000',
    amount: '10',
    action: 'open',
    leverage: 10,
    marginMode: 'isolated',
    ...over,
  });

  it('10 contracts at 59,000 and 10×: notional 59, margin 5.9, taker fee 0.0295 (the most it can be)', () => {
    const result = checkOrderEntry(long({ price: '59000' }), perp());
    expect(result).toMatchObject({
      ok: true,
      order: { leverage: 10, marginMode: 'isolated', reduceOnly: false, amount: '10', price: '59000' },
      quote: { notional: '59', margin: '5.9', fee: '0.0295', cost: '5.9295' },
    });
  });

  it.each([
    ['leverage above the maximum', long({ leverage: 101 }), 'leverage', 'leverageRange'],
    ['leverage 0', long({ leverage: 0 }), 'leverage', 'leverageRange'],
    ['fractional contracts', long({ amount: '1.5' }), 'amount', 'amountStep'],
    ['margin beyond the balance (2,000 contracts at 1× = 12,000)', long({ amount: '2000', leverage: 1 }), 'amount', 'insufficientBalance'],
    ['take profit below a long entry', long({ takeProfit: '59000' }), 'takeProfit', 'takeProfitSide'],
    ['stop loss above a long entry', long({ stopLoss: '61000' }), 'stopLoss', 'stopLossSide'],
    ['take profit above a short entry', long({ side: 'sell', takeProfit: '61000' }), 'takeProfit', 'takeProfitSide'],
    ['TP off the tick', long({ takeProfit: '61000.05' }), 'takeProfit', 'tpslTick'],
  ] as const)('%s', (_label, draft, field, key) => {
    const result = checkOrderEntry(draft, perp());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(key);
  });

  it('TP/SL on the right sides of a long are sent', () => {
    expect(checkOrderEntry(long({ takeProfit: '65000', stopLoss: '58000' }), perp())).toMatchObject({
      ok: true,
      order: { takeProfit: '65000', stopLoss: '58000' },
    });
  });

  it.each([
    ['close 3 of a 3-contract long', 'sell', '3', 3, true, undefined],
    ['close 4 of a 3-contract long', 'sell', '4', 3, false, 'closeTooLarge'],
    ['close a long with nothing open', 'sell', '1', 0, false, 'noPosition'],
    ['close a short by buying', 'buy', '2', -2, true, undefined],
  ] as const)('%s', (_label, side, amount, position, ok, key) => {
    const result = checkOrderEntry(long({ action: 'close', side, amount, kind: 'market' }), perp('0', position));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.amount?.key).toBe(key);
    else expect(result.order.reduceOnly).toBe(true);
  });
});

describe('amountForPercent (25/50/75/100 %)', () => {
  it.each([
    ['spot buy 100 % of 1,000 USDT at 60,000 with 0.1 % fee', 100, buy(), spot(), '0.0166'],
    ['spot buy 25 %', 25, buy(), spot(), '0.0041'],
    ['spot sell 50 % of 0.5 BTC', 50, buy({ side: 'sell' }), spot('0.5'), '0.25'],
    ['spot market buy uses the last price', 50, buy({ kind: 'market', price: '' }), spot(), '0.0083'],
    ['no price yet', 50, buy({ price: '' }), spot(), ''],
    ['nothing available', 100, buy(), spot('0'), ''],
    [
      'futures 100 % of 1,000 USDT at 10× (a contract 6 USDT: 0.6 margin + 0.003 taker fee) → 1,658',
      100,
      buy({ leverage: 10 }),
      perp(),
      '1658',
    ],
  ] as const)('%s', (_label, percent, draft, context, expected) => {
    expect(amountForPercent(percent, draft, context)).toBe(expected);
  });
});

describe('orderEntryLimitsOf', () => {
  const base: MarketSymbol = {
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
  };
  it('falls back to the precisions when the listing has no limits', () => {
    expect(orderEntryLimitsOf(base)).toEqual({
      market: 'spot',
      base: 'BTC',
      quote: 'USDT',
      tick_size: '0.01',
      amount_step: '0.0001',
      min_amount: '0.0001',
      min_notional: '0',
      price_band: '0',
      contract_size: '0',
      maker_fee_rate: '0',
      taker_fee_rate: '0',
      maxLeverage: 1,
    });
  });
  it("reads the sandbox table's limits (decision 1882)", () => {
    const listed = { ...base, tick_size: '0.01', amount_step: '0.0001', min_notional: '5', price_band: '0.1', taker_fee_rate: '0.001' };
    expect(orderEntryLimitsOf(listed)).toMatchObject({ min_notional: '5', price_band: '0.1', taker_fee_rate: '0.001' });
  });
  it('futures sizes are whole contracts', () => {
    const perpSymbol = {
      ...base,
      market: 'futures' as const,
      price_precision: 1,
      amount_precision: 0,
      min_amount: '1',
      contract_size: '0.0001',
    };
    expect(orderEntryLimitsOf(perpSymbol)).toMatchObject({ tick_size: '0.1', amount_step: '1', contract_size: '0.0001', maxLeverage: 1 });
    expect(orderEntryLimitsOf({ ...perpSymbol, max_leverage: 100 }).maxLeverage).toBe(100);
  });
});
