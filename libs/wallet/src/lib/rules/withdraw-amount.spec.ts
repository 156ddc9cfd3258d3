import {
  checkWithdrawAmount,
  decimalUnits,
  maxWithdrawable,
  unitsToDecimal,
  type WithdrawAmountCheck,
  type WithdrawAmountLimits,
} from './withdraw-amount';

/** The sandbox's USDT networks (issue 22): Ethereum min 20, fee 4.5; Tron min 10, fee 1; BTC min 0.001, fee 0.0002. */
const ETH_USDT = { available: '1000', min: '20', max: '500000', fee: '4.5', precision: 6 };
const TRX_USDT = { available: '1000', min: '10', max: '500000', fee: '1', precision: 6 };
const BTC = { available: '0.5', min: '0.001', max: '50', fee: '0.0002', precision: 8 };

const CASES: readonly [string, string, WithdrawAmountLimits, WithdrawAmountCheck][] = [
  ['empty is allowed while typing', '', ETH_USDT, { kind: 'empty' }],
  ['20 USDT on Ethereum arrives as 15.5', '20', ETH_USDT, { kind: 'ok', receive: '15.5' }],
  ['below the Ethereum minimum of 20', '19.99', ETH_USDT, { kind: 'belowMin' }],
  ['the whole balance', '1000', ETH_USDT, { kind: 'ok', receive: '995.5' }],
  ['above the balance', '1000.01', ETH_USDT, { kind: 'aboveBalance' }],
  ['above the maximum', '600000', { ...ETH_USDT, available: '900000' }, { kind: 'aboveMax' }],
  ['10 USDT on Tron arrives as 9', '10', TRX_USDT, { kind: 'ok', receive: '9' }],
  ['a minimum equal to the fee sends nothing', '1', { ...TRX_USDT, min: '1' }, { kind: 'belowFee' }],
  ['too many decimals for the network', '10.1234567', TRX_USDT, { kind: 'precision' }],
  ['0.001 BTC arrives as 0.0008', '0.001', BTC, { kind: 'ok', receive: '0.0008' }],
  ['0.1 + 0.2 style decimals stay exact', '0.3', { ...BTC, fee: '0.1' }, { kind: 'ok', receive: '0.2' }],
  ['not a number', 'abc', ETH_USDT, { kind: 'precision' }],
  [
    'the balance still loading: not checked here, the server checks (decision 1979)',
    '1000.01',
    { ...ETH_USDT, available: null },
    { kind: 'ok', receive: '995.51' },
  ],
  ['the balance still loading: the minimum still applies', '19.99', { ...ETH_USDT, available: null }, { kind: 'belowMin' }],
];

describe('checkWithdrawAmount (issue 22: balance, minimum, maximum, fee)', () => {
  it.each(CASES)('%s', (_label, amount, limits, expected) => expect(checkWithdrawAmount(amount, limits)).toEqual(expected));
});

describe('maxWithdrawable', () => {
  it.each([
    ['the balance when below the maximum', { available: '1000', max: '500000' }, '1000'],
    ['the maximum when the balance is above it', { available: '900000', max: '500000' }, '500000'],
    ['nothing for an empty balance', { available: '0', max: '50' }, '0'],
    ['no Max while the balance loads (decision 1979)', { available: null, max: '50' }, null],
  ] as const)('%s', (_label, limits, expected) => expect(maxWithdrawable(limits)).toBe(expected));
});

describe('decimal units', () => {
  it('round-trips', () => {
    const units = decimalUnits('123.000450');
    expect(units).not.toBeNull();
    if (units !== null) expect(unitsToDecimal(units)).toBe('123.00045');
  });
  it('refuses exponents and signs', () => {
    expect(decimalUnits('1e3')).toBeNull();
    expect(decimalUnits('-1')).toBeNull();
  });
});
