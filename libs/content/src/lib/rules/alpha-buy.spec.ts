import { checkAlphaBuy } from './alpha-buy';

describe('checkAlphaBuy (decision 1903: minimum 5 USDT, the spot USDT balance)', () => {
  it.each([
    ['empty', '', '100', { ok: false, reason: 'empty', estimate: '0' }],
    ['zero', '0', '100', { ok: false, reason: 'empty', estimate: '0' }],
    ['below the minimum', '4.99', '100', { ok: false, reason: 'belowMinimum', estimate: '1.996' }],
    ['above the balance', '150', '100', { ok: false, reason: 'balance', estimate: '60' }],
    ['the whole balance', '100', '100', { ok: true, estimate: '40' }],
    ['the minimum', '5', '100', { ok: true, estimate: '2' }],
  ])('%s', (_label, amount, balance, expected) => expect(checkAlphaBuy(amount, balance, '5', '2.5')).toEqual(expected));
  it('rounds the estimate down to 8 decimals (as the server fills)', () =>
    expect(checkAlphaBuy('20', '100', '5', '0.0000182').estimate).toBe('1098901.09890109'));
});
