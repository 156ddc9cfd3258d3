import { applyEarn } from '../earn/earn-ledger';
import { applyLaunch } from '../launch/launch-ledger';
import type { PersonaAccount } from '../personas/persona';
import { initialWallet } from '../personas/wallet-balances';
import { fromUnits, toUnits, type SandboxWallet } from '../rules/funds-transfer';
import type { SessionState } from '../state/session-state';
import { alphaDeltas } from './alpha-trades';
import { depositAt } from './deposits';
import type { MoneyState } from './money-state';

const add = (holdings: Record<string, string>, currency: string, delta: bigint): void => {
  const current = toUnits(holdings[currency] ?? '0') ?? 0n;
  const next = current + delta;
  holdings[currency] = fromUnits(next < 0n ? 0n : next);
};

/**
 * Net balance moves by account (`spot`, `futures`) and currency, as signed integer units of 1e-8 in text (issue 21,
 * decision 1883): what trading (fills, fees, realised PnL, funding) did to the ledger. One hook for every product that
 * moves money without a deposit or withdrawal (trading now; convert and earn may add theirs the same way).
 */
export type LedgerMoves = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** `moves` with `units` (signed) added to one account's currency. */
export function addLedgerMove(moves: LedgerMoves, account: string, currency: string, units: bigint): LedgerMoves {
  if (units === 0n) return moves;
  const holdings = moves[account] ?? {};
  const next = BigInt(holdings[currency] ?? '0') + units;
  return { ...moves, [account]: { ...holdings, [currency]: next.toString() } };
}

/** The hook: the wallet after the ledger moves (a balance never goes below 0). */
export function applyLedgerMoves(wallet: SandboxWallet, moves: LedgerMoves | null | undefined): SandboxWallet {
  if (!moves) return wallet;
  const next: Record<string, Readonly<Record<string, string>>> = { ...wallet };
  for (const [account, currencies] of Object.entries(moves)) {
    const holdings: Record<string, string> = { ...(wallet[account] ?? {}) };
    for (const [currency, units] of Object.entries(currencies)) add(holdings, currency, BigInt(units));
    next[account] = holdings;
  }
  return next;
}

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
  for (const fiat of money.fiatDeposits ?? []) if (fiat.status === 'completed') add(spot, fiat.fiat, toUnits(fiat.credited) ?? 0n);
  for (const w of money.withdrawals)
    if (w.status !== 'cancelled' && w.status !== 'failed') add(spot, w.currency, -(toUnits(w.amount) ?? 0n));
  for (const [currency, delta] of alphaDeltas(money.alphaTrades)) add(spot, currency, delta);
  applyEarn(spot, money.earn);
  return applyLaunch({ ...wallet, spot }, money.launch, now);
}

/**
 * The one balance of a browser's account (issues 22 and 21): the persona's wallet (or the one after transfers), money
 * in and out, and the trading moves. Every reader (wallet page, withdrawals, the order engine, the private stream) asks this.
 */
export const sessionWallet = (account: PersonaAccount, state: SessionState, now: number): SandboxWallet =>
  applyLedgerMoves(applyMoney(state.walletBalances ?? initialWallet(account), state.money, now), state.trading?.moves);

/** Available units of one currency in spot. */
export const spotUnits = (wallet: SandboxWallet, currency: string): bigint => toUnits(wallet['spot']?.[currency] ?? '0') ?? 0n;
