import type { WalletBalances } from '@exchange/api';
import type { SandboxWallet } from '../rules/funds-transfer';
import type { PersonaAccount } from './persona';

/** A sub-account of the master account, for the master transfer (decision 1121). */
export interface SandboxSubAccount {
  uid: string;
  nickname: string;
}

/** The sub-accounts a master account has: one, `<uid>1`; a sub-account has none. */
export const subAccountsOf = (account: PersonaAccount): SandboxSubAccount[] =>
  account.userInfo.is_sub ? [] : [{ uid: `${account.userInfo.uid}1`, nickname: 'sub-trading' }];

/**
 * The balances a persona starts with (decision 1121): funded accounts (total funds above 0) hold 1000 USDT and
 * 0.5 BTC in spot and 500 USDT in futures; an empty wallet holds nothing. Sub-accounts start empty.
 */
export function initialWallet(account: PersonaAccount): SandboxWallet {
  const funded = Number(account.totalFunds.total_usd) >= 1;
  const wallet: Record<string, Record<string, string>> = {
    spot: funded ? { USDT: '1000', BTC: '0.5' } : { USDT: '0' },
    futures: { USDT: funded ? '500' : '0' },
    margin: { USDT: '0' },
  };
  for (const sub of subAccountsOf(account)) wallet[`sub:${sub.uid}`] = { USDT: '0' };
  return wallet;
}

const balancesOf = (holdings: Readonly<Record<string, string>> | undefined) =>
  Object.entries(holdings ?? {}).map(([currency, available]) => ({ currency, available }));

/** The wallet as the walletBalances call answers it. */
export function walletBalancesOf(account: PersonaAccount, wallet: SandboxWallet): WalletBalances {
  return {
    accounts: ['spot', 'futures', 'margin'].map((name) => ({ account: name, balances: balancesOf(wallet[name]) })),
    sub_accounts: subAccountsOf(account).map((sub) => ({ ...sub, balances: balancesOf(wallet[`sub:${sub.uid}`]) })),
  };
}
