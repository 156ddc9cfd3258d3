import type { FuturesPosition } from '@exchange/api';
import { applyFill, checkTpsl, markPosition } from './positions';

const long3: FuturesPosition = {
  contract: 'BTC_USDT',
  size: 3,
  entry_price: '59000',
  mark_price: '60200',
  liq_price: '41000',
  unrealised_pnl: '36',
  leverage: '10',
  take_profit: '65000',
  stop_loss: '55000',
};

describe('applyFill', () => {
  it.each([
    // [case, current, fill size, price, expected size, expected entry]
    ['opens a long', null, 2, 60000, 2, '60000'],
    ['opens a short', null, -2, 60000, -2, '60000'],
    ['adds to a long at the weighted entry', long3, 1, 61000, 4, '59500'],
    ['reduces a long, entry kept', long3, -1, 61000, 2, '59000'],
    ['flips a long to a short of the rest at the fill price (reverse: −2×size)', long3, -6, 61000, -3, '61000'],
  ] as const)('%s', (_name, current, size, price, expectedSize, expectedEntry) => {
    const next = applyFill(current, 'BTC_USDT', size, price, 1);
    expect(next?.size).toBe(expectedSize);
    expect(next?.entry_price).toBe(expectedEntry);
  });

  it('closes (−size) to nothing', () => {
    expect(applyFill(long3, 'BTC_USDT', -3, 61000, 1)).toBeNull();
  });

  it('a flip drops the old TP/SL and puts the liquidation above a short', () => {
    const next = applyFill(long3, 'BTC_USDT', -6, 60000, 1);
    expect(next).toMatchObject({ take_profit: '0', stop_loss: '0', liq_price: '65700' });
  });

  it.each([
    ['size 0', 0, 60000],
    ['fractional size', 1.5, 60000],
    ['price 0', 1, 0],
    ['price NaN', 1, Number.NaN],
  ])('ignores a junk fill: %s', (_name, size, price) => {
    expect(applyFill(long3, 'BTC_USDT', size, price, 1)).toBe(long3);
  });
});

describe('markPosition', () => {
  it('marks at the current price: PnL = size × contract size × (mark − entry)', () => {
    expect(markPosition(long3, 60500, 0.0001, 1)).toMatchObject({ mark_price: '60500', unrealised_pnl: '0.45' });
  });
});

describe('checkTpsl (mark 60,000)', () => {
  it.each([
    // [side, size, TP, SL, refusal]
    ['long', 3, 65000, 55000, null],
    ['long', 3, 59000, 0, 'take-profit-side'],
    ['long', 3, 60000, 0, 'take-profit-side'],
    ['long', 3, 0, 61000, 'stop-loss-side'],
    ['long', 3, 0, 0, null],
    ['short', -3, 55000, 65000, null],
    ['short', -3, 61000, 0, 'take-profit-side'],
    ['short', -3, 0, 59000, 'stop-loss-side'],
  ] as const)('%s %d: TP %d SL %d', (_side, size, tp, sl, expected) => {
    expect(checkTpsl(size, 60000, tp, sl)).toBe(expected);
  });
});
