import { alphaBuyFailure, checkAlphaBuy } from './alpha-buy';

describe('checkAlphaBuy (decision 1903: minimum 5 USDT, the spot USDT balance)', () => {
  it.each([
    ['empty', '', '100', { ok: false, reason: 'empty', estimate: '0' }],
    ['zero', '0', '100', { ok: false, reason: 'empty', estimate: '0' }],
    ['below the minimum', '4.99', '100', { ok: false, reason: 'belowMinimum', estimate: '1.996' }],
    ['above the balance', '150', '100', { ok: false, reason: 'balance', estimate: '60' }],
    ['the whole balance', '100', '100', { ok: true, estimate: '40' }],
    ['the minimum', '5', '100', { ok: true, estimate: '2' }],
  ])('%s', (_label, amount, balance, expected) => expect(checkAlphaBuy(amount, balance, '5', '2.5')).toEqual(expected));
  it.each([
    ['a balance still loading is not checked (the server checks)', '150', { ok: true, estimate: '60' }],
    ['the minimum still is', '4', { ok: false, reason: 'belowMinimum', estimate: '1.6' }],
  ])('decision 1970: %s', (_label, amount, expected) => expect(checkAlphaBuy(amount, null, '5', '2.5')).toEqual(expected));
  it('rounds the estimate down to 8 decimals (as the server fills)', () =>
    expect(checkAlphaBuy('20', '100', '5', '0.0000182').estimate).toBe('1098901.09890109'));
});

describe('alphaBuyFailure (decision 1970: what the form says after a failed buy)', () => {
  it.each([
    [
      "a refusal: the exchange's text",
      { kind: 'code', message: ' Insufficient USDT balance ' },
      { kind: 'refused', message: 'Insufficient USDT balance' },
    ],
    ['a refusal without text: the generic one', { kind: 'code', message: 'Unsuccessful response' }, { kind: 'refused', message: null }],
    ['a refusal with empty text', { kind: 'code', message: '' }, { kind: 'refused', message: null }],
    ['the call could not load: not sent', { kind: 'unloaded', message: 'Could not load the call declaration' }, { kind: 'not-sent' }],
    ['bad input: not sent', { kind: 'input', message: 'usdt_amount: Invalid' }, { kind: 'not-sent' }],
    ['no answer in time: unconfirmed', { kind: 'timeout', message: 'No answer within 20000 ms' }, { kind: 'unconfirmed' }],
    ['the connection failed: unconfirmed', { kind: 'network', message: 'Failed to fetch' }, { kind: 'unconfirmed' }],
    ['an HTTP error: unconfirmed', { kind: 'http', message: 'HTTP 502' }, { kind: 'unconfirmed' }],
  ] as const)('%s', (_label, error, expected) => expect(alphaBuyFailure(error)).toEqual(expected));
});
