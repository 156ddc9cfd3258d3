import { availableIn } from './available-balance';

const balances = {
  accounts: [
    {
      account: 'spot',
      balances: [
        { currency: 'USDT', available: '1000' },
        { currency: 'BTC', available: '0.5' },
      ],
    },
    { account: 'futures', balances: [{ currency: 'USDT', available: '500' }] },
  ],
  sub_accounts: [],
};

describe('availableIn', () => {
  it.each([
    ['futures USDT (copy trading)', 'futures', 'USDT', '500'],
    ['spot USDT (launch products)', 'spot', 'USDT', '1000'],
    ['spot BTC (the BTC pool)', 'spot', 'BTC', '0.5'],
    ['a currency the account lacks', 'futures', 'BTC', '0'],
    ['an account that is missing', 'margin', 'USDT', '0'],
  ])('%s', (_label, account, currency, expected) => expect(availableIn(balances, account, currency)).toBe(expected));

  it('is unknown (null), not 0, before the balances arrive (decision 1979)', () =>
    expect(availableIn(undefined, 'spot', 'USDT')).toBeNull());
});
