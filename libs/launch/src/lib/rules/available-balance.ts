import type { WalletBalances } from '@exchange/api';

/**
 * The available amount of one currency in one account (issue 25: the follow modal reads futures USDT, the launch
 * products spot), from the wallet balances the server answers; "0" when the account or the currency is missing; null
 * while the answer is on its way (decision 1979: shown as a dash and not checked, never taken as 0).
 */
export function availableIn(balances: WalletBalances | undefined, account: string, currency: string): string | null {
  if (balances === undefined) return null;
  const holdings = balances.accounts.find((a) => a.account === account)?.balances ?? [];
  return holdings.find((b) => b.currency === currency)?.available ?? '0';
}
