/** The amount check before sending (decision 1121): the sandbox checks again and its message wins. */
export type AmountProblem = 'enterAmount' | 'tooManyDecimals' | 'tooMuch';

const DECIMALS = 8;
const UNIT = 10n ** BigInt(DECIMALS);

/** A plain decimal → units of 1e-8, or null. */
export function toUnits(value: string): bigint | null {
  const match = /^(\d{1,20})(?:\.(\d{1,8}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(DECIMALS, '0'));
}

/** Null when the amount can be sent; else what is wrong with it. */
export function amountProblem(value: string, available: string): AmountProblem | null {
  const trimmed = value.trim();
  if (/^\d+\.\d{9,}$/.test(trimmed)) return 'tooManyDecimals';
  const units = toUnits(trimmed);
  if (units === null || units <= 0n) return 'enterAmount';
  const limit = toUnits(available) ?? 0n;
  return units > limit ? 'tooMuch' : null;
}
