import { accrualMinutes, accruedInterest, earnMaturity, earnPayout, estimatedInterest } from './earn-interest';

const T0 = Date.UTC(2026, 10, 1);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
// The sandbox's best USDT simple-earn APR (8.5 %, the home statistics' simple_earn_apr_usdt) and lend earn's best (12.3 %).
const flexible = { amount: '1000', apr: '8.5', subscribed_at: T0, term_days: 0 };
const locked = { amount: '1000', apr: '12.3', subscribed_at: T0, term_days: 30 };

describe('earnMaturity', () => {
  it.each([
    ['flexible has none', 0, 0],
    ['30 days after the subscription', 30, T0 + 30 * DAY],
    ['120 days', 120, T0 + 120 * DAY],
  ])('%s', (_label, term, expected) => expect(earnMaturity(T0, term)).toBe(expected));
});

describe('accrualMinutes (whole minutes, stopped at maturity)', () => {
  it.each([
    ['before the subscription', flexible, T0 - MIN, 0],
    ['59 s: no whole minute yet', flexible, T0 + 59_000, 0],
    ['one minute', flexible, T0 + MIN, 1],
    ['one day', flexible, T0 + DAY, 1440],
    ['a locked position stops at maturity', locked, T0 + 45 * DAY, 30 * 1440],
  ])('%s', (_label, holding, now, expected) => expect(accrualMinutes(holding, now)).toBe(expected));
});

describe('accruedInterest (principal × APR × minutes / 525600, cut to 8 decimals)', () => {
  it.each([
    ['nothing at the start', flexible, T0, '0'],
    ['1000 USDT at 8.5 % for a day', flexible, T0 + DAY, '0.23287671'],
    ['1000 USDT at 8.5 % for a year', flexible, T0 + 365 * DAY, '85'],
    ['1000 USDT at 8.5 % for a minute', flexible, T0 + MIN, '0.00016171'],
    ['1000 USDT at 12.3 % locked 30 days, asked at day 45', locked, T0 + 45 * DAY, '10.10958904'],
    ['a zero APR earns nothing', { ...flexible, apr: '0' }, T0 + DAY, '0'],
    ['a broken amount counts as 0', { ...flexible, amount: 'abc' }, T0 + DAY, '0'],
  ])('%s', (_label, holding, now, expected) => expect(accruedInterest(holding, now)).toBe(expected));
});

describe('estimatedInterest (the subscribe preview)', () => {
  it.each([
    ['100 USDT at 8.5 % for a day', '100', '8.5', 1, '0.02328767'],
    ['1000 USDT at 12.3 % for 30 days', '1000', '12.3', 30, '10.10958904'],
    ['0.5 BTC at 1.2 % for 90 days', '0.5', '1.2', 90, '0.00147945'],
    ['an empty amount', '', '8.5', 1, '0'],
    ['negative days count as none', '100', '8.5', -3, '0'],
  ])('%s', (_label, amount, apr, days, expected) => expect(estimatedInterest(amount, apr, days)).toBe(expected));
});

describe('earnPayout', () => {
  it.each([
    [
      'all of a flexible position after a day',
      flexible,
      '1000',
      T0 + DAY,
      { principal: '1000', interest: '0.23287671', total: '1000.23287671', early: false },
    ],
    [
      'half of it: half the interest',
      flexible,
      '500',
      T0 + DAY,
      { principal: '500', interest: '0.11643835', total: '500.11643835', early: false },
    ],
    [
      'a locked position before maturity forfeits its interest',
      locked,
      '1000',
      T0 + 10 * DAY,
      { principal: '1000', interest: '0', total: '1000', early: true },
    ],
    [
      'a locked position at maturity',
      locked,
      '1000',
      T0 + 30 * DAY,
      { principal: '1000', interest: '10.10958904', total: '1010.10958904', early: false },
    ],
    ['more than the principal', flexible, '1000.01', T0 + DAY, null],
    ['nothing', flexible, '0', T0 + DAY, null],
  ])('%s', (_label, holding, redeem, now, expected) => expect(earnPayout(holding, redeem, now)).toEqual(expected));
});
