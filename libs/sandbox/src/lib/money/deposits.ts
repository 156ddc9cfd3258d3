import type { DepositRecord } from '@exchange/api';

/** A deposit the sandbox toolbar simulated (issue 22), kept in the browser's session state. */
export interface SimulatedDeposit {
  id: string;
  currency: string;
  chain: string;
  amount: string;
  txid: string;
  required: number;
  /** Epoch ms when the transaction was seen. */
  createdAt: number;
}

/** Pending (seen, unconfirmed) for this long after the transaction is seen. */
export const DEPOSIT_PENDING_MS = 3000;
/** Confirming lasts this long in all, whatever the number of confirmations the network asks for. */
export const DEPOSIT_CONFIRMING_MS = 9000;

/**
 * A simulated deposit as the history shows it at `now`: pending for 3 s, then confirming n/N with n rising evenly
 * over 9 s, then credited (N/N). A clock before the deposit counts as pending.
 */
export function depositAt(deposit: SimulatedDeposit, now: number): DepositRecord {
  const base = {
    id: deposit.id,
    currency: deposit.currency,
    chain: deposit.chain,
    amount: deposit.amount,
    txid: deposit.txid,
    created_at: deposit.createdAt,
    required_confirmations: deposit.required,
  };
  const elapsed = now - deposit.createdAt;
  if (elapsed < DEPOSIT_PENDING_MS) return { ...base, status: 'pending', confirmations: 0 };
  const required = Math.max(1, deposit.required);
  const seen = Math.floor(((elapsed - DEPOSIT_PENDING_MS) / DEPOSIT_CONFIRMING_MS) * required) + 1;
  if (seen >= required && elapsed >= DEPOSIT_PENDING_MS + DEPOSIT_CONFIRMING_MS)
    return { ...base, status: 'credited', confirmations: required };
  return { ...base, status: 'confirming', confirmations: Math.min(seen, required - 1) };
}
