import { TRADING_ERRORS, type FuturesPosition } from '@exchange/api';
import { findSandboxSymbol } from '../market/symbols';
import { closeTrigger, fundingAmount, lastFundingTime, markFutures, netContracts, nextFundingTime, placeFutures } from './futures-engine';
import type { SpotMarket } from './spot-engine';
import { units } from './units';

// BTC_USDT perpetual: 1 contract = 0.0001 BTC, tick 0.1, max 100×, mmr 0.5 %, fees 0.02 % / 0.05 %.
const info = findSandboxSymbol('BTC_USDT', 'futures')!.info;
const ISOLATED_10 = { leverage: 10, margin_mode: 'isolated' as const };
const MARKET: SpotMarket = {
  info,
  last: 60000,
  book: {
    bids: [
      [59999.9, 500],
      [59999.8, 500],
    ],
    asks: [
      [60000.1, 500],
      [60000.2, 500],
    ],
  },
};
const NOW = Date.UTC(2026, 10, 28, 9, 0);
const long = (size: number, entry = '60000', margin = '60'): FuturesPosition => ({
  contract: 'BTC_USDT',
  size,
  entry_price: entry,
  mark_price: entry,
  liq_price: '0',
  unrealised_pnl: '0',
  leverage: '10',
  take_profit: '0',
  stop_loss: '0',
  margin_mode: 'isolated',
  margin,
  realised_pnl: '0',
});

describe('netContracts (decision 1884)', () => {
  it.each([
    // [case, current, contracts, price, size after, entry after, margin after, realised]
    ['opens 100 long at 60000: margin 600 / 10 = 60', null, 100, '60000', 100, '60000', '60', '0'],
    ['adds 100 at 62000: entry 61000, margin 60 + 62', long(100), 100, '62000', 200, '61000', '122', '0'],
    ['reduces 50 at 61000: realises 50 × 0.0001 × 1000 = 5, margin halves', long(100), -50, '61000', 50, '60000', '30', '5'],
    ['closes at 59000: realises −10', long(100), -100, '59000', null, null, null, '-10'],
    ['flips: −150 at 61000 closes 100 (+10) and opens 50 short', long(100), -150, '61000', -50, '61000', '30.5', '10'],
  ] as const)('%s', (_case, current, contracts, price, size, entry, margin, realised) => {
    const result = netContracts(current, 'BTC_USDT', contracts, units(price), info, ISOLATED_10);
    expect(result.position?.size ?? null).toBe(size);
    expect(result.position?.entry_price ?? null).toBe(entry);
    expect(result.position?.margin ?? null).toBe(margin);
    expect(String(Number(result.realised) / 1e8)).toBe(realised);
  });
});

describe('markFutures: PnL, ROE and the liquidation price at the mark', () => {
  it.each([
    ['long 100 at 60000, mark 61200: PnL 12, ROE 20 %', long(100), '61200', '12', '0.2000', '54271.3'],
    ['long 100 at 60000, mark 57000: PnL −30, ROE −50 %', long(100), '57000', '-30', '-0.5000', '54271.3'],
    ['short 100 at 60000, mark 57000: PnL 30', { ...long(-100) }, '57000', '30', '0.5000', '65671.6'],
  ] as const)('%s', (_case, position, mark, pnl, roe, liq) => {
    expect(markFutures(position, units(mark), info, 0n)).toMatchObject({ unrealised_pnl: pnl, roe, liq_price: liq });
  });
});

describe('placeFutures refusals', () => {
  it.each([
    ['0.5 BTC notional at 10× needs 3015 USDT of 500', 5000, undefined, 'insufficientBalance'],
    ['reduce-only without a position', 10, undefined, 'reduceOnly'],
    ['a price off the 0.1 tick', 10, '60000.05', 'tickSize'],
    ['outside the band', 10, '70000', 'priceOutsideBand'],
  ] as const)('%s', (_case, size, price, error) => {
    const result = placeFutures(
      { contract: 'BTC_USDT', size, price, reduce_only: error === 'reduceOnly' },
      MARKET,
      null,
      ISOLATED_10,
      units('500'),
      NOW,
      'f1',
    );
    expect(result.ok ? null : result.refusal.code).toBe(TRADING_ERRORS[error]);
  });

  it('a market buy of 100 fills at the ask with the taker fee (600.001 × 0.05 % = 0.3000005)', () => {
    const result = placeFutures({ contract: 'BTC_USDT', size: 100 }, MARKET, null, ISOLATED_10, units('500'), NOW, 'f1');
    expect(result.ok && result.fills.map((f) => [f.price, f.amount, f.fee, f.role])).toEqual([['60000.1', '100', '0.3000005', 'taker']]);
    expect(result.ok && result.position).toMatchObject({ size: 100, entry_price: '60000.1', margin: '60.0001' });
  });

  it('a post-only order that would take is refused; one below the bid rests', () => {
    const take = placeFutures(
      { contract: 'BTC_USDT', size: 1, price: '60000.1', time_in_force: 'poc' },
      MARKET,
      null,
      ISOLATED_10,
      units('500'),
      NOW,
      'f1',
    );
    expect(take.ok ? null : take.refusal.code).toBe(TRADING_ERRORS.postOnlyWouldTake);
    const rest = placeFutures(
      { contract: 'BTC_USDT', size: 1, price: '59000', time_in_force: 'poc' },
      MARKET,
      null,
      ISOLATED_10,
      units('500'),
      NOW,
      'f1',
    );
    expect(rest.order).toMatchObject({ status: 'open', left: 1 });
  });
});

describe('closeTrigger and funding', () => {
  it.each([
    ['a long at its take-profit', { ...long(10), take_profit: '63000' }, 63000, 'take_profit'],
    ['a long at its stop-loss', { ...long(10), stop_loss: '58000' }, 57999, 'stop_loss'],
    ['a long at its liquidation price', { ...long(10), liq_price: '54271.3' }, 54200, 'liquidation'],
    ['a short at its take-profit', { ...long(-10), take_profit: '57000' }, 57000, 'take_profit'],
    ['nothing in between', { ...long(10), take_profit: '63000', stop_loss: '58000' }, 60000, null],
  ] as const)('%s', (_case, position, price, expected) => {
    expect(closeTrigger(position, price)).toBe(expected);
  });

  it.each([
    // value = 100 × 0.0001 × 60000 = 600; × 0.01 % = 0.06
    ['a long pays a positive rate', long(100), -6_000_000n],
    ['a short receives it', long(-100), 6_000_000n],
  ] as const)('%s', (_case, position, expected) => {
    expect(fundingAmount(position, units('60000'), 10_000n, info)).toBe(expected);
  });

  it('funds every 8 hours at 00:00, 08:00 and 16:00 UTC', () => {
    expect(new Date(lastFundingTime(NOW)).toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(new Date(nextFundingTime(NOW)).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });
});
