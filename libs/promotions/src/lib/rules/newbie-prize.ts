import type { NewUserPopupVariant } from './new-user-popup';

/** Newbie prize (spec 03 §3): group_A.num for variant A, group_B.num_first / num_second for variant B. */
export interface NewbiePrize {
  group_A: { num: string };
  group_B: { num_first: string; num_second: string };
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A positive amount as text; anything else is "". */
function amount(value: unknown): string {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const numeric = Number(text.replace(/,/g, ''));
  return text !== '' && Number.isFinite(numeric) && numeric > 0 ? text : '';
}

/** Reads welfare/newbiePrizePop's body (`{ data: … }`) or its data; missing amounts become "" (spec 03 §8: no popup). */
export function normaliseNewbiePrize(response: unknown): NewbiePrize {
  const body = record(response);
  const data = 'data' in body ? record(body['data']) : body;
  const a = record(data['group_A']);
  const b = record(data['group_B']);
  return { group_A: { num: amount(a['num']) }, group_B: { num_first: amount(b['num_first']), num_second: amount(b['num_second']) } };
}

/** The amounts the popup shows for a variant, or null when they are missing (then the popup stays hidden). */
export function newUserPopupAmounts(prize: NewbiePrize | null | undefined, variant: NewUserPopupVariant | null): string[] | null {
  if (!prize || variant === null) return null;
  if (variant === 'A') return prize.group_A.num ? [prize.group_A.num] : null;
  const { num_first, num_second } = prize.group_B;
  return num_first && num_second ? [num_first, num_second] : null;
}
