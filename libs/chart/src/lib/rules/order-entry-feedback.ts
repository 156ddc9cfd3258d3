import type { FuturesOrder, SpotOrder } from '@exchange/api';
import { filledOf, orderStatusOf } from './order-entry-panels';

/**
 * Feedback a user can trust (issue 21 item 2, decision 1892): which toast an order's change deserves, and the
 * exchange's refusal in the user's words. Pure: the layer diffs what the private stream pushed, and maps the error
 * code of a refused call.
 */

export type OrderFeedbackKind = 'placed' | 'partial' | 'filled' | 'cancelled' | 'rejected';

export interface OrderFeedback<O extends SpotOrder | FuturesOrder = SpotOrder | FuturesOrder> {
  kind: OrderFeedbackKind;
  order: O;
}

/** The feedback for the exchange's answer to a placed order: filled at once (market, IOC), partly, or resting. */
export function placedFeedback<O extends SpotOrder | FuturesOrder>(order: O): OrderFeedback<O> {
  const status = orderStatusOf(order);
  if (status === 'filled') return { kind: 'filled', order };
  if (status === 'cancelled' || status === 'rejected') return { kind: filledOf(order) > 0 ? 'partial' : 'cancelled', order };
  return { kind: status === 'partial' ? 'partial' : 'placed', order };
}

/**
 * What changed between two pushes of the open orders: an order that left the list was cancelled when the user (or
 * cancel-all) asked for it, or when the stream's last word on it says so, and filled otherwise; an order still open
 * with more filled than before was partly filled. Orders new to the list are the submit's own toast (not repeated).
 */
export function openOrderChanges<O extends SpotOrder | FuturesOrder>(
  previous: readonly O[] | null,
  next: readonly O[],
  cancelling: ReadonlySet<string>,
): OrderFeedback<O>[] {
  if (previous === null) return [];
  const now = new Map(next.map((o) => [o.id, o]));
  const changes: OrderFeedback<O>[] = [];
  for (const before of previous) {
    const after = now.get(before.id);
    if (after === undefined) {
      changes.push({ kind: cancelling.has(before.id) ? 'cancelled' : 'filled', order: before });
      continue;
    }
    const status = orderStatusOf(after);
    if (status === 'filled') changes.push({ kind: 'filled', order: after });
    else if (status === 'cancelled') changes.push({ kind: 'cancelled', order: after });
    else if (filledOf(after) > filledOf(before)) changes.push({ kind: 'partial', order: after });
  }
  return changes;
}

/** The reasons a refusal is shown with (each a translated message). */
export type RejectionReason = 'insufficientBalance' | 'belowMinimum' | 'priceBand' | 'precision' | 'postOnly' | 'noPosition' | 'other';

/**
 * The sandbox's (and exchange's) trading error codes, by what they mean to the user (decision 1892). Unknown codes
 * keep the exchange's own message under a generic title.
 */
export const REJECTION_CODES: Readonly<Record<number, RejectionReason>> = {
  20001: 'insufficientBalance',
  20002: 'belowMinimum',
  20003: 'belowMinimum',
  20004: 'priceBand',
  20005: 'precision',
  20006: 'precision',
  20007: 'postOnly',
  10006: 'noPosition',
};

export function rejectionReason(code: number | undefined): RejectionReason {
  return code === undefined ? 'other' : (REJECTION_CODES[code] ?? 'other');
}
