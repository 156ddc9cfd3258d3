/** Spec 03 §9: at most 4 views per day, at least 30 minutes apart. */
export const NEW_USER_POPUP_MAX_PER_DAY = 4;
export const NEW_USER_POPUP_MIN_GAP_MS = 30 * 60 * 1000;
/** Local-storage key of the "count/timestamp" counter (decision 0510). */
export const NEW_USER_POPUP_COUNTER_KEY = 'new_user_popup_counter';

export type NewUserPopupVariant = 'A' | 'B';

export interface NewUserPopupInput {
  /** The experiment's value: 1 is variant A, 2 is variant B, anything else keeps the popup hidden. */
  variant: number | string | null | undefined;
  isLoggedIn: boolean;
  /** Raw local-storage counter, "count/timestamp" (timestamp in epoch ms). */
  counterRaw: string | null | undefined;
  now: number;
}

export interface NewUserPopupDecision {
  show: boolean;
  variant: NewUserPopupVariant | null;
  /** The counter to store when the popup opens (null: leave storage alone). */
  nextCounter: string | null;
}

export interface PopupCounter {
  count: number;
  at: number;
}

/** "count/timestamp": two non-negative integers separated by a slash; anything else is ignored (spec 03 §5). */
export function parsePopupCounter(raw: string | null | undefined): PopupCounter | null {
  if (typeof raw !== 'string') return null;
  const match = /^(\d{1,6})\/(\d{1,15})$/.exec(raw.trim());
  if (!match) return null;
  return { count: Number(match[1]), at: Number(match[2]) };
}

export function experimentVariant(value: NewUserPopupInput['variant']): NewUserPopupVariant | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '1') return 'A';
  if (text === '2') return 'B';
  return null;
}

/** Days are UTC calendar days, like the compliance counter of spec 02 (decision 0510). */
function utcDay(ms: number): number {
  return Math.floor(ms / 86_400_000);
}

const HIDDEN: Omit<NewUserPopupDecision, 'variant'> = { show: false, nextCounter: null };

/**
 * New-user reward popup (spec 03 §4): hidden until the experiment returns 1 or 2, never for a logged-in user,
 * at most 4 times per UTC day and at least 30 minutes apart. A malformed counter, one from an earlier day,
 * or one stamped in the future counts as no counter.
 */
export function decideNewUserPopup({ variant: raw, isLoggedIn, counterRaw, now }: NewUserPopupInput): NewUserPopupDecision {
  const variant = experimentVariant(raw);
  if (variant === null || isLoggedIn) return { ...HIDDEN, variant };
  const stored = parsePopupCounter(counterRaw);
  const counter = stored && stored.at <= now && utcDay(stored.at) === utcDay(now) ? stored : null;
  if (counter && counter.count >= NEW_USER_POPUP_MAX_PER_DAY) return { ...HIDDEN, variant };
  if (counter && counter.count > 0 && now - counter.at < NEW_USER_POPUP_MIN_GAP_MS) return { ...HIDDEN, variant };
  return { show: true, variant, nextCounter: `${(counter?.count ?? 0) + 1}/${now}` };
}
