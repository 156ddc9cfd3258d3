import type { LeadTrader } from '@exchange/api';
import { NO_TRADER_FILTERS, isTraderFull, listTraders, parseTraderSort } from './trader-list';

const t = (id: string, roi: string, pnl: string, win_rate: string, followers: number, max_followers = 500): LeadTrader => ({
  id,
  nickname: id,
  mode: 'futures',
  roi,
  pnl,
  win_rate,
  followers,
  max_followers,
  aum: '0',
  min_amount: '50',
  days: 100,
  curve: [],
});
const traders = [
  t('a', '182.4', '200', '71.2', 498),
  t('b', '96.15', '900', '64.8', 321),
  t('c', '64.3', '300', '58.1', 1000, 1000),
  t('d', '-6.4', '-50', '44.2', 12),
];
const ids = (list: LeadTrader[]) => list.map((x) => x.id).join('');

describe('listTraders (issue 25 item 2: sorting and filters of /copytrading)', () => {
  it.each([
    ['ROI, highest first', 'roi', NO_TRADER_FILTERS, 'abcd'],
    ['PnL', 'pnl', NO_TRADER_FILTERS, 'bcad'],
    ['win rate', 'win_rate', NO_TRADER_FILTERS, 'abcd'],
    ['followers', 'followers', NO_TRADER_FILTERS, 'cabd'],
    ['open only hides the full trader (1000 of 1000)', 'roi', { ...NO_TRADER_FILTERS, openOnly: true }, 'abd'],
    ['win rate at least 60 %', 'roi', { ...NO_TRADER_FILTERS, minWinRate: 60 }, 'ab'],
    ['profitable only', 'roi', { ...NO_TRADER_FILTERS, profitableOnly: true }, 'abc'],
    ['filters combine', 'pnl', { openOnly: true, minWinRate: 50, profitableOnly: true }, 'ba'],
  ] as const)('%s', (_label, sort, filters, expected) => {
    expect(ids(listTraders(traders, sort, filters))).toBe(expected);
  });

  it('keeps the server order on ties', () => {
    expect(ids(listTraders([t('x', '1', '1', '1', 5), t('y', '1', '1', '1', 5)], 'roi', NO_TRADER_FILTERS))).toBe('xy');
  });

  it('a trader is full at max followers; 0 means no cap', () => {
    expect(isTraderFull({ followers: 500, max_followers: 500 })).toBe(true);
    expect(isTraderFull({ followers: 499, max_followers: 500 })).toBe(false);
    expect(isTraderFull({ followers: 9999, max_followers: 0 })).toBe(false);
  });

  it.each([
    ['pnl', 'pnl'],
    ['followers', 'followers'],
    ['nonsense', 'roi'],
    [null, 'roi'],
  ] as const)('parses sort %s', (value, sort) => expect(parseTraderSort(value)).toBe(sort));
});
