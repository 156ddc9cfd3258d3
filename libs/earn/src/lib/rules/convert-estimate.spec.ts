import type { ConvertCoin } from '@exchange/api';
import { estimateOther, referenceRate, spotAvailable } from './convert-estimate';

const coin = (currency: string, usdt_price: string, precision: number): ConvertCoin => ({
  currency,
  name: currency,
  usdt_price,
  min_amount: '0',
  precision,
});
const USDT = coin('USDT', '1', 2);
const BTC = coin('BTC', '97000', 8);
const ETH = coin('ETH', '3400', 6);

describe('estimateOther', () => {
  it.each([
    ['100 USDT in BTC', '100', USDT, BTC, '0.00103092'],
    ['0.001 BTC in USDT', '0.001', BTC, USDT, '97'],
    ['1 ETH in BTC', '1', ETH, BTC, '0.03505154'],
    ['0.5 BTC in ETH (6 digits)', '0.5', BTC, ETH, '14.264705'],
    ['nothing typed', '', USDT, BTC, ''],
    ['zero', '0', USDT, BTC, ''],
    ['an unknown coin', '10', USDT, undefined, ''],
  ] as const)('%s', (_label, typed, from, to, expected) => expect(estimateOther(typed, from, to)).toBe(expected));
});

describe('referenceRate', () => {
  it.each([
    ['1 BTC = 97000 USDT', BTC, USDT, '97000'],
    ['1 USDT in BTC', USDT, BTC, '0.000010309278'],
    ['unknown', undefined, BTC, ''],
  ] as const)('%s', (_label, from, to, expected) => expect(referenceRate(from, to)).toBe(expected));
});

describe('spotAvailable', () => {
  const balances = {
    accounts: [
      { account: 'spot', balances: [{ currency: 'USDT', available: '1000' }] },
      { account: 'futures', balances: [{ currency: 'BTC', available: '2' }] },
    ],
    sub_accounts: [],
  };
  it.each([
    ['spot USDT', 'USDT', '1000'],
    ['BTC only in futures counts as none', 'BTC', '0'],
  ])('%s', (_label, currency, expected) => expect(spotAvailable(balances, currency)).toBe(expected));
  it('no answer yet: unknown, not 0 (decision 1979)', () => expect(spotAvailable(undefined, 'USDT')).toBeNull());
});
