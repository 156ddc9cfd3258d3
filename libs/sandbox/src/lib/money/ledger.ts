import { applyEarn } from '../earn/earn-ledger';
import { fromUnits, toUnits, type SandboxWallet } from '../rules/funds-transfer';
import { alphaDeltas } from './alpha-trades';
import { applyLaunch } from '../launch/launch-ledger';
import { depositAt } from './deposits';
import type { MoneyState } from './money-state';

const add = (holdings: Record<string, string>, currency: string, delta: bigint): void => {
  const current = toUnits(holdings[currency] ?? '0') ?? 0n;
  const next = current + delta;
  holdings[currency] = fromUnits(next < 0n ? 0n : next);
};

/**
 * The spot account after money in and out (issue 22), at `now`: credited deposits, redeemed codes and completed
 * card/bank purchases are added; withdrawals that are not cancelled or failed are taken (amount includes the fee);
 * conversions, earn subscriptions and redemptions (issue 25) move what they moved.
 */
export function applyMoney(wallet: SandboxWallet, money: MoneyState | null, now: number): SandboxWallet {
  if (money === null) return wallet;
  const spot: Record<string, string> = { ...(wallet['spot'] ?? {}) };
  for (const deposit of money.deposits)
    if (depositAt(deposit, now).status === 'credited') add(spot, deposit.currency, toUnits(deposit.amount) ?? 0n);
  for (const code of money.redeemed) add(spot, code.currency, toUnits(code.amount) ?? 0n);
  for (const order of money.buyOrders) add(spot, order.crypto, toUnits(order.crypto_amount) ?? 0n);
  for (const w of money.withdrawals)
    if (w.status !== 'cancelled' && w.status !== 'failed') add(spot, w.currency, -(toUnits(w.amount) ?? 0n));
  for (const [currency, delta] of alphaDeltas(money.alphaTrades)) add(spot, currency, delta);
  applyEarn(spot, money.earn);
  return applyLaunch({ ...wallet, spot }, money.launch, now);
}

/** Available units of one currency in spot. */
export const spotUnits = (wallet: SandboxWallet, currency: string): bigint => toUnits(wallet['spot']?.[currency] ?? '0') ?? 0n;
