import type { ConvertOrder, ConvertQuote, EarnKind } from '@exchange/api';
import { fromUnits, toUnits } from '../rules/funds-transfer';

/** A position the user holds (its principal shrinks as parts are redeemed). */
export interface SandboxEarnPosition {
  id: string;
  product_id: string;
  kind: EarnKind;
  currency: string;
  amount: string;
  apr: string;
  term_days: number;
  subscribed_at: number;
}

/** One amount that left or reached spot through convert or earn. */
export interface EarnLedgerEvent {
  kind: 'convert' | 'subscribe' | 'redeem';
  /** Taken from spot. */
  debit?: { currency: string; amount: string };
  /** Paid into spot. */
  credit?: { currency: string; amount: string };
}

/** Convert and earn in one browser's sandbox (issue 25, decision 1895), kept beside the money state. */
export interface EarnLedger {
  quotes: ConvertQuote[];
  conversions: ConvertOrder[];
  positions: SandboxEarnPosition[];
  /** Every spot movement, in order: the ledger applies them (applyEarn). */
  events: EarnLedgerEvent[];
  nextId: number;
}

export const emptyEarnLedger = (): EarnLedger => ({ quotes: [], conversions: [], positions: [], events: [], nextId: 1 });

const add = (spot: Record<string, string>, currency: string, delta: bigint): void => {
  const next = (toUnits(spot[currency] ?? '0') ?? 0n) + delta;
  spot[currency] = fromUnits(next < 0n ? 0n : next);
};

/** Applies convert's and earn's spot movements to `spot` in place (the money ledger calls it, one line). */
export function applyEarn(spot: Record<string, string>, earn: EarnLedger | undefined): void {
  for (const event of earn?.events ?? []) {
    if (event.debit) add(spot, event.debit.currency, -(toUnits(event.debit.amount) ?? 0n));
    if (event.credit) add(spot, event.credit.currency, toUnits(event.credit.amount) ?? 0n);
  }
}
