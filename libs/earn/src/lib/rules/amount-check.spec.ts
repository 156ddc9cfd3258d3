import { EARN_CODES } from '@exchange/api';
import { amountProblem, problemOfCode } from './amount-check';

describe('amountProblem (checked before the server is asked)', () => {
  it.each([
    ['nothing typed', { amount: '', available: '1000' }, 'empty'],
    ['zero', { amount: '0', available: '1000' }, 'empty'],
    ['below the 5 USDT convert minimum', { amount: '4.99', available: '1000', min: '5' }, 'belowMinimum'],
    ['exactly the minimum', { amount: '5', available: '1000', min: '5' }, null],
    ['above what the product still takes', { amount: '60000', available: '100000', min: '50', max: '50000' }, 'aboveMaximum'],
    ['more than the 1000 USDT balance', { amount: '1000.01', available: '1000' }, 'insufficient'],
    ['all of it', { amount: '1000', available: '1000' }, null],
    ['the minimum comes before the balance', { amount: '1', available: '0', min: '10' }, 'belowMinimum'],
    ['an empty maximum is no limit', { amount: '10', available: '1000', max: '' }, null],
    ['0.5 BTC of 0.5', { amount: '0.5', available: '0.5', min: '0.00005' }, null],
    ['the balance still loading: not checked here, the server checks (decision 1979)', { amount: '1000000', available: null }, null],
    ['the balance still loading: the minimum is still checked', { amount: '1', available: null, min: '5' }, 'belowMinimum'],
  ] as const)('%s', (_label, input, expected) => expect(amountProblem(input)).toBe(expected));
});

describe('problemOfCode (the server says why)', () => {
  it.each([
    [EARN_CODES.quoteExpired, 'expired'],
    [EARN_CODES.insufficient, 'insufficient'],
    [EARN_CODES.belowMinimum, 'belowMinimum'],
    [EARN_CODES.aboveMaximum, 'aboveMaximum'],
    [EARN_CODES.overPrincipal, 'aboveMaximum'],
    [EARN_CODES.restricted, 'restricted'],
    [EARN_CODES.withdrawOnly, 'restricted'],
    [EARN_CODES.kyc, 'kyc'],
    [EARN_CODES.pair, 'samePair'],
    [500, 'unavailable'],
    [undefined, 'unavailable'],
  ] as const)('%s → %s', (code, expected) => expect(problemOfCode(code)).toBe(expected));
});
