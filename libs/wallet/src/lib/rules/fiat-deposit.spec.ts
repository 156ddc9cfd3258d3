import { checkFiatAmount, fiatDepositOpen, fiatEta } from './fiat-deposit';

const CARD = { min: '15', max: '5000', fee_rate: '0.018', fee_min: '1.5' };
const SEPA = { min: '15', max: '50000', fee_rate: '0', fee_min: '0' };
const SWIFT = { min: '100', max: '100000', fee_rate: '0', fee_min: '15' };

describe('fiat deposit (decision 1933)', () => {
  it.each([
    ['main, nothing closed', 'main', false, [], true],
    ['main, fiat trading closed (fiat-restricted)', 'main', false, ['fiat_trade'], false],
    ['main, UK-limited', 'main', true, [], false],
    ['another site (us)', 'us', false, [], false],
  ] as const)('%s → open %s', (_label, site, ukLimited, menu, expected) =>
    expect(fiatDepositOpen({ site, ukLimited, menu: [...menu] })).toBe(expected),
  );

  it.each([
    ['empty', CARD, '', { kind: 'empty' }],
    ['zero', CARD, '0', { kind: 'empty' }],
    ['three decimals', CARD, '10.005', { kind: 'empty' }],
    ['below the minimum', CARD, '14.99', { kind: 'below-min', min: '15' }],
    ['the minimum: the fee floor of 1.50', CARD, '15', { kind: 'ok', fee: '1.50', credited: '13.50' }],
    ['200 by card: 1.8 %', CARD, '200', { kind: 'ok', fee: '3.60', credited: '196.40' }],
    ['the maximum', CARD, '5000', { kind: 'ok', fee: '90.00', credited: '4910.00' }],
    ['above the maximum', CARD, '5000.01', { kind: 'above-max', max: '5000' }],
    ['SEPA is free', SEPA, '1000', { kind: 'ok', fee: '0.00', credited: '1000.00' }],
    ['SWIFT: a fixed 15', SWIFT, '100', { kind: 'ok', fee: '15.00', credited: '85.00' }],
    ['a KYC-1 cap of 2000', { ...SEPA, max: '2000' }, '2500', { kind: 'above-max', max: '2000' }],
  ])('%s', (_label, method, amount, expected) => expect(checkFiatAmount(method, amount)).toEqual(expected));

  it.each([
    [0, { kind: 'instant' }],
    [60, { kind: 'hours', hours: 1 }],
    [90, { kind: 'hours', hours: 2 }],
    [1440, { kind: 'days', days: 1 }],
    [2880, { kind: 'days', days: 2 }],
  ])('%i minutes → %j', (minutes, expected) => expect(fiatEta(minutes)).toEqual(expected));
});
