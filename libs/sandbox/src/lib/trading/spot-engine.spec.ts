import { TRADING_ERRORS, type SpotOrder } from '@exchange/api';
import { findSandboxSymbol } from '../market/symbols';
import { placeSpot, spotLock, spotPrint, type SpotMarket } from './spot-engine';

const found = findSandboxSymbol('BTC_USDT', 'spot');
if (!found) throw new Error('BTC_USDT missing');
const info = found.info;
// Last 60000; asks 60001 (0.3), 60002 (0.4); bids 59999 (0.5), 59998 (1).
const MARKET: SpotMarket = {
  info,
  last: 60000,
  book: {
    bids: [
      [59999, 0.5],
      [59998, 1],
    ],
    asks: [
      [60001, 0.3],
      [60002, 0.4],
    ],
  },
};
// user-kyc2: 1000 USDT and 0.5 BTC.
const WALLET: Record<string, bigint> = { USDT: 1000n * 10n ** 8n, BTC: 5n * 10n ** 7n };
const available = (currency: string) => WALLET[currency] ?? 0n;
const NOW = 1_764_000_000_000;
const place = (input: Parameters<typeof placeSpot>[0]) => placeSpot(input, MARKET, available, NOW, 'o1');

describe('placeSpot refusals (issue 21: exchange-style codes)', () => {
  it.each([
    ['1,000 BTC beyond 1,000 USDT', { side: 'buy', type: 'limit', price: '60000', amount: '1000' }, TRADING_ERRORS.insufficientBalance],
    ['selling 1 BTC holding 0.5', { side: 'sell', type: 'limit', price: '60000', amount: '1' }, TRADING_ERRORS.insufficientBalance],
    ['price off the 0.01 tick', { side: 'buy', type: 'limit', price: '59000.001', amount: '0.001' }, TRADING_ERRORS.tickSize],
    ['amount off the 0.0001 step', { side: 'buy', type: 'limit', price: '59000', amount: '0.00011' }, TRADING_ERRORS.amountStep],
    ['below the 5 USDT notional', { side: 'buy', type: 'limit', price: '59000', amount: '0.0001' }, null],
    ['outside the ±10 % band', { side: 'buy', type: 'limit', price: '50000', amount: '0.001' }, TRADING_ERRORS.priceOutsideBand],
    [
      'post-only that would take',
      { side: 'buy', type: 'limit', price: '60001', amount: '0.001', time_in_force: 'poc' },
      TRADING_ERRORS.postOnlyWouldTake,
    ],
    [
      'a stop already crossed',
      { side: 'buy', type: 'stop_limit', price: '60500', stop_price: '59500', amount: '0.001' },
      TRADING_ERRORS.stopWouldTrigger,
    ],
  ] as const)('%s', (_case, input, code) => {
    const result = place({ currency_pair: 'BTC_USDT', ...input });
    expect(result.ok ? null : result.refusal.code).toBe(code);
    if (!result.ok) expect(result.order).toMatchObject({ status: 'rejected', reject_code: code });
    if (!result.ok) expect(result.events[0]).toMatchObject({ kind: 'rejected', reason_code: code });
  });

  it('says what is needed and what is available', () => {
    const result = place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '60000', amount: '1000' });
    expect(result.ok ? '' : result.refusal.message).toBe('Insufficient balance: 60060000 USDT needed, 1000 available');
  });

  it('refuses 0.00008 BTC at 59000 below the minimum notional (4.72 < 5)', () => {
    const result = placeSpot(
      { currency_pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '59000', amount: '0.0001' },
      { ...MARKET, info: { ...info, min_notional: '6' } },
      available,
      NOW,
      'o1',
    );
    expect(result.ok ? null : result.refusal.code).toBe(TRADING_ERRORS.belowMinNotional);
  });
});

describe('placeSpot fills and fees (taker 0.1 %, fee in the quote coin)', () => {
  it('a market buy of 0.5 BTC walks the asks: 0.3 at 60001 + 0.2 at 60002, fee 30.0007', () => {
    const rich = () => 10n ** 20n;
    const result = placeSpot({ currency_pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.5' }, MARKET, rich, NOW, 'o1');
    expect(result.ok).toBe(true);
    // 0.3 × 60001 = 18000.3; 0.2 × 60002 = 12000.4; fees 18.0003 + 12.0004
    expect(result.fills.map((f) => [f.price, f.amount, f.fee, f.fee_currency, f.role])).toEqual([
      ['60001', '0.3', '18.0003', 'USDT', 'taker'],
      ['60002', '0.2', '12.0004', 'USDT', 'taker'],
    ]);
    expect(result.order).toMatchObject({ status: 'closed', filled_amount: '0.5', avg_price: '60001.4', fee: '30.0007' });
    expect(result.moves).toEqual([
      { currency: 'BTC', units: 50_000_000n },
      { currency: 'USDT', units: -3_003_070_070_000n },
    ]);
    // From 1,000 USDT it is refused.
    expect(place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.5' }).ok).toBe(false);
  });

  it('a small market buy moves the balances by the fill plus its fee', () => {
    const result = place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' });
    expect(result.ok).toBe(true);
    // 0.001 × 60001 = 60.001; fee 0.060001
    expect(result.moves).toEqual([
      { currency: 'BTC', units: 100_000n },
      { currency: 'USDT', units: -6_006_100_100n },
    ]);
    expect(result.events.map((e) => e.kind)).toEqual(['filled']);
  });

  it('a limit buy below the ask rests, locking price × amount + fee', () => {
    const result = place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '59000', amount: '0.01' });
    expect(result).toMatchObject({ ok: true, order: { status: 'open', filled_amount: '0' }, fills: [], moves: [] });
    // 590 + 0.59
    expect(spotLock(result.order, info)).toEqual({ currency: 'USDT', units: 59_059_000_000n });
  });

  it('a limit sell locks the base amount', () => {
    const result = place({ currency_pair: 'BTC_USDT', side: 'sell', type: 'limit', price: '61000', amount: '0.2' });
    expect(spotLock(result.order, info)).toEqual({ currency: 'BTC', units: 20_000_000n });
  });

  it('a crossing IOC buy takes what its price reaches and cancels the rest', () => {
    const result = place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '60001', amount: '0.005', time_in_force: 'ioc' });
    expect(result.order).toMatchObject({ status: 'closed', filled_amount: '0.005' });
    const rest = place({ currency_pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '59000', amount: '0.005', time_in_force: 'ioc' });
    expect(rest.order).toMatchObject({ status: 'cancelled', filled_amount: '0' });
  });
});

describe('spotPrint (resting orders fill as maker; stop-limit triggers)', () => {
  const resting = (over: Partial<SpotOrder>): SpotOrder => ({
    id: 'r1',
    currency_pair: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    price: '59000',
    amount: '0.01',
    filled_amount: '0',
    status: 'open',
    create_time: 0,
    ...over,
  });

  it.each([
    ['a buy at 59000, print 59000.5: not reached', resting({}), 59000.5, 'open', []],
    ['a buy at 59000 placed after the print (decision 1911): not reached', resting({ create_time: NOW / 1000 + 1 }), 58000, 'open', []],
    ['a buy at 59000, print 58999: filled at 59000, maker fee 0.59', resting({}), 58999, 'closed', ['59000', '0.01', '0.59', 'maker']],
    [
      'a sell at 61000, print 61000: filled',
      resting({ side: 'sell', price: '61000' }),
      61000,
      'closed',
      ['61000', '0.01', '0.61', 'maker'],
    ],
  ] as const)('%s', (_case, order, price, status, fill) => {
    const result = spotPrint([order], info, { price, time: NOW });
    expect(result.open.length + result.finished.length).toBe(1);
    expect((result.finished[0] ?? result.open[0])?.status).toBe(status);
    expect(result.fills.map((f) => [f.price, f.amount, f.fee, f.role])).toEqual(fill.length ? [fill] : []);
  });

  it('a stop-limit buy (stop 61000, limit 61500) triggers at 61000 and fills at its limit', () => {
    const stop = resting({ type: 'stop_limit', stop_price: '61000', price: '61500', triggered: false });
    expect(spotPrint([stop], info, { price: 60900, time: NOW }).changed).toBe(false);
    const result = spotPrint([stop], info, { price: 61000, time: NOW });
    expect(result.events.map((e) => e.kind)).toEqual(['triggered', 'filled']);
    expect(result.finished[0]).toMatchObject({ status: 'closed', avg_price: '61500' });
  });

  it('a sell fill receives price × amount − fee', () => {
    const result = spotPrint([resting({ side: 'sell', price: '61000' })], info, { price: 61001, time: NOW });
    expect(result.moves).toEqual([
      { currency: 'BTC', units: -1_000_000n },
      { currency: 'USDT', units: 60_939_000_000n },
    ]);
  });

  // Decision 1911: a print fills as far as its size goes, in price priority (highest buy first, then the oldest).
  it.each([
    ['print 0.004 of a 0.01 buy: 0.004 filled, still open', [resting({})], 0.004, [['r1', 'open', '0.004']], ['partially_filled']],
    ['print 0.01 of a 0.01 buy: filled', [resting({})], 0.01, [['r1', 'closed', '0.01']], ['filled']],
    ["print 5 of a 0.01 buy: filled (the rest of the print is the market's)", [resting({})], 5, [['r1', 'closed', '0.01']], ['filled']],
    ['no size: fills whatever it reaches', [resting({})], undefined, [['r1', 'closed', '0.01']], ['filled']],
    [
      'print 0.012 of a 0.01 buy already 0.006 filled: the 0.004 rest fills',
      [resting({ filled_amount: '0.006' })],
      0.012,
      [['r1', 'closed', '0.01']],
      ['filled'],
    ],
    [
      'print 0.015 over two buys (59000 older, 59100 newer): 59100 first fills, 59000 gets 0.005',
      [resting({}), resting({ id: 'r2', price: '59100', create_time: 5 })],
      0.015,
      [
        ['r2', 'closed', '0.01'],
        ['r1', 'open', '0.005'],
      ],
      ['filled', 'partially_filled'],
    ],
    [
      'print 0.01 over two sells at one price: the older fills, the newer waits',
      [resting({ side: 'sell', price: '58000', create_time: 9, id: 'late' }), resting({ side: 'sell', price: '58000', create_time: 1 })],
      0.01,
      [
        ['r1', 'closed', '0.01'],
        ['late', 'open', '0'],
      ],
      ['filled'],
    ],
    ['print 0.00004 (below the 0.0001 step): nothing fills', [resting({})], 0.00004, [['r1', 'open', '0']], []],
  ] as const)('partial fills: %s', (_case, orders, size, expected, kinds) => {
    const result = spotPrint(orders, info, { price: 58000, time: NOW, size });
    const byId = new Map([...result.open, ...result.finished].map((o) => [o.id, o]));
    for (const [id, status, filled] of expected) expect(byId.get(id)).toMatchObject({ status, filled_amount: filled });
    expect(result.events.map((e) => e.kind)).toEqual(kinds);
    const filledNow = result.fills.reduce((sum, f) => sum + Number(f.amount), 0);
    if (size !== undefined) expect(filledNow).toBeLessThanOrEqual(size);
  });
});
