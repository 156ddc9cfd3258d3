import * as z from 'zod/mini';
import { amount, list, text } from './primitives';

/** The accounts funds move between (decision 1121): the persona's own accounts, or a sub-account `sub:<uid>`. */
export const WALLET_ACCOUNTS = ['spot', 'futures', 'margin'] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNTS)[number];

/** One currency's available balance in one account. */
export const walletBalanceSchema = z.looseObject({ currency: text, available: amount });

/** One account and its balances. */
export const walletAccountSchema = z.looseObject({
  account: text,
  balances: list(walletBalanceSchema),
});

/** A sub-account of the master account (master transfer, decision 1121). */
export const walletSubAccountSchema = z.looseObject({
  uid: text,
  nickname: text,
  balances: list(walletBalanceSchema),
});

export const walletBalancesSchema = z.looseObject({
  accounts: list(walletAccountSchema),
  sub_accounts: list(walletSubAccountSchema),
});
export type WalletBalances = z.output<typeof walletBalancesSchema>;

export const fundsTransferResultSchema = z.looseObject({
  from: text,
  to: text,
  currency: text,
  amount: amount,
});
export type FundsTransferResult = z.output<typeof fundsTransferResultSchema>;
