import { positionShareData, type PositionShareData } from './position-share';

const base = { contract: 'BTC_USDT', size: 3, entry_price: '59000', mark_price: '60200', leverage: '10' };

// Spec 03 §2 (share modal: a share image for a position), §9 (capture at scale 2); decision 1403 (the percentage).
describe('positionShareData (decision 1403)', () => {
  it.each<[string, Partial<typeof base>, Partial<PositionShareData> | null]>([
    [
      'a long in profit: (60200 − 59000) / 59000 × 10 = +20.34 %',
      {},
      { contract: 'BTC_USDT', side: 'long', leverage: 10, pnlPercent: 20.34, entryPrice: '59000', markPrice: '60200', tone: 'up' },
    ],
    ['a short at the same prices loses: −20.34 %', { size: -3 }, { side: 'short', pnlPercent: -20.34, tone: 'down' }],
    ['a short in profit', { size: -1, mark_price: '58000' }, { side: 'short', pnlPercent: 16.95, tone: 'up' }],
    ['mark at entry: 0 %, neutral', { mark_price: '59000' }, { pnlPercent: 0, tone: 'neutral' }],
    ['cross margin (leverage 0): no leverage, the unleveraged move', { leverage: '0' }, { leverage: null, pnlPercent: 2.03 }],
    ['leverage not a number: as cross', { leverage: 'abc' }, { leverage: null, pnlPercent: 2.03 }],
    ['100x', { leverage: '100' }, { leverage: 100, pnlPercent: 203.39 }],
    ['entry price 0: no percentage', { entry_price: '0' }, { entryPrice: '', pnlPercent: null, tone: 'neutral' }],
    ['mark price not a number: no percentage', { mark_price: 'NaN' }, { markPrice: '', pnlPercent: null, tone: 'neutral' }],
    ['negative entry price: no percentage', { entry_price: '-5' }, { entryPrice: '', pnlPercent: null }],
    ['size 0: nothing to share', { size: 0 }, null],
    ['size not a number: nothing to share', { size: Number.NaN }, null],
  ])('%s', (_, overrides, expected) => {
    const data = positionShareData({ ...base, ...overrides });
    if (expected === null) expect(data).toBeNull();
    else expect(data).toEqual(expect.objectContaining(expected));
  });
});
