import type { NewbiePrize } from '@exchange/api';
import type { NewUserPopupVariant } from './new-user-popup';

/** The api's parsed newbie prize (spec 03 §3: group_A.num for variant A, group_B.num_first / num_second for variant B). */
export type { NewbiePrize };

/** A positive amount as text; zero (the api's value for a missing amount), negative or garbage is "". */
function positive(text: string): string {
  const numeric = Number(text.trim().replace(/,/g, ''));
  return text.trim() !== '' && Number.isFinite(numeric) && numeric > 0 ? text.trim() : '';
}

/**
 * The amounts the popup shows for a variant, or null when they are missing (spec 03 §8: then the popup stays
 * hidden). The api gives '0' for a missing amount, so only positive amounts count.
 */
export function newUserPopupAmounts(prize: NewbiePrize | null | undefined, variant: NewUserPopupVariant | null): string[] | null {
  if (!prize || variant === null) return null;
  if (variant === 'A') {
    const num = positive(prize.group_A.num);
    return num ? [num] : null;
  }
  const first = positive(prize.group_B.num_first);
  const second = positive(prize.group_B.num_second);
  return first && second ? [first, second] : null;
}
