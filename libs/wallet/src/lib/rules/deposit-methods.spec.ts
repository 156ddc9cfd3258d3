import {
  depositMethods,
  fiatOrDefault,
  otherWaysEnabledFromConfig,
  showDepositOtherWays,
  type DepositMethodsInput,
} from './deposit-methods';

const base: DepositMethodsInput = { site: 'main', otherWaysEnabled: true, ukLimited: false, menu: [], p2pFiat: 'EUR', buyFiat: 'GBP' };

describe('showDepositOtherWays (spec 02 §4: all four conditions)', () => {
  it.each<[string, Partial<DepositMethodsInput>, boolean]>([
    ['all hold (main, enabled, not UK-limited, no fiat_trade entry)', {}, true],
    ['the section is disabled', { otherWaysEnabled: false }, false],
    ['the user is UK-limited', { ukLimited: true }, false],
    ['the US site', { site: 'us' }, false],
    ['the Turkey site', { site: 'tr' }, false],
    ['the menu holds fiat_trade', { menu: ['futures', 'fiat_trade'] }, false],
    ['another menu entry only', { menu: ['futures'] }, true],
    ['a look-alike menu entry', { menu: ['fiat_trade_x', 'FIAT_TRADE'] }, true],
  ])('%s → %p', (_label, overrides, expected) => {
    expect(showDepositOtherWays({ ...base, ...overrides })).toBe(expected);
  });
});

describe('depositMethods (spec 02 §2 routes)', () => {
  it('always offers on-chain and code deposit', () => {
    const hidden = depositMethods({ ...base, ukLimited: true });
    expect(hidden.always.map((m) => m.path)).toEqual(['/myaccount/deposit/USDT', '/myaccount/deposit_gatecode']);
    expect(hidden.otherWays).toEqual([]);
  });

  it('fills the fiat into the P2P path and the buy queries', () => {
    expect(depositMethods(base).otherWays).toEqual([
      { id: 'p2p', path: '/c2c/USDT_EUR' },
      { id: 'creditCard', path: '/crypto/buy/with-credit-card?method=card&fiat=GBP' },
      { id: 'bankCard', path: '/crypto/buy/with-bank-account?method=bank&fiat=GBP' },
    ]);
  });
});

describe('fiatOrDefault', () => {
  it.each([
    ['EUR', 'EUR'],
    [' try ', 'TRY'],
    ['', 'USD'],
    [null, 'USD'],
    ['../x', 'USD'],
    ['EUR&fiat=1', 'USD'],
  ])('%p → %p', (input, expected) => {
    expect(fiatOrDefault(input)).toBe(expected);
  });
});

describe('otherWaysEnabledFromConfig (decision 0900)', () => {
  it.each([
    [null, true],
    [{}, true],
    [{ deposit_other_ways: true }, true],
    [{ deposit_other_ways: 'false' }, true],
    [{ deposit_other_ways: false }, false],
  ])('%p → %p', (config, expected) => {
    expect(otherWaysEnabledFromConfig(config)).toBe(expected);
  });
});
