import { buildAccount, definePersona } from './persona';

/**
 * Wallet personas (issue 10, decision 0900): each flips one condition of the deposit-method modal's other-ways
 * section (spec 02 §4) or one state of the assets page. The default `user-kyc2` shows the section on main; the US
 * site (us.localhost) and `uk-limited` hide it too.
 */
export const fiatRestricted = definePersona({
  name: 'fiat-restricted',
  description: 'Fiat trading restricted (menu has "fiat_trade"): the deposit-method modal has no other ways (P2P, cards).',
  account: buildAccount('60001', 'fiat-restricted'),
  compliance: { menu: ['fiat_trade'], tips: { enable: false } },
});

export const depositOtherWaysOff = definePersona({
  name: 'deposit-other-ways-off',
  description: 'The other-ways section switched off (user config deposit_other_ways: false): on-chain and code deposit only.',
  account: buildAccount('60002', 'other-ways-off', { userConfig: JSON.stringify({ theme: 'dark', deposit_other_ways: false }) }),
});

export const fiatEntitled = definePersona({
  name: 'fiat-entitled',
  description: 'Fiat entitled, EUR as P2P and card fiat: the deposit-method modal offers /c2c/USDT_EUR and fiat=EUR cards.',
  account: buildAccount('60003', 'fiat-entitled'),
  headerCommonData: { curr_fiat: 'EUR', defaultP2PFiat: 'EUR', defaultBuyCryptoFiat: 'EUR' },
});

export const emptyWallet = definePersona({
  name: 'empty-wallet',
  description: 'No funds (total_usd 0, total_btc 0): the assets page shows its empty state and the deposit entries.',
  account: buildAccount('60004', 'empty-wallet', { totalFunds: { total_usd: '0', total_btc: '0' } }),
});

export const dustWallet = definePersona({
  name: 'dust-wallet',
  description: 'Dust only (total_btc 0.00000000123): the assets page shows the zero-shortened 0.0{8}123.',
  account: buildAccount('60005', 'dust-wallet', { totalFunds: { total_usd: '0.0000001', total_btc: '0.00000000123' } }),
});
