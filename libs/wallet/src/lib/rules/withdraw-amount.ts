/**
 * The withdrawal amount (issue 22): against the available balance, the network's minimum and maximum, and its fee;
 * what arrives is the amount less the fee. Decimal strings, computed in integer units (no floating point).
 */
export type WithdrawAmountCheck =
  { kind: 'empty' } | { kind: 'ok'; receive: string } | { kind: 'belowMin' | 'aboveMax' | 'aboveBalance' | 'belowFee' | 'precision' };

export interface WithdrawAmountLimits {
  /**
   * The spot balance; null while the balance read is on its way: not checked then, the server checks it (decision
   * 1979), and there is no Max to offer.
   */
  available: string | null;
  min: string;
  max: string;
  fee: string;
  /** Digits after the point the network allows. */
  precision: number;
}

const SCALE = 18;
const UNIT = 10n ** BigInt(SCALE);

/** A decimal string → units of 1e-18, or null when it is not a plain non-negative decimal. */
export function decimalUnits(value: string): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d{1,18}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0'));
}

/** Units of 1e-18 → the shortest decimal string. */
export function unitsToDecimal(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNIT;
  const fraction = (abs % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** The largest amount that can be sent: the balance, capped at the maximum (the fee comes out of it); null while the balance loads. */
export function maxWithdrawable(limits: Pick<WithdrawAmountLimits, 'available' | 'max'>): string | null {
  if (limits.available === null) return null;
  const available = decimalUnits(limits.available) ?? 0n;
  const max = decimalUnits(limits.max) ?? 0n;
  return unitsToDecimal(available < max ? available : max);
}

export function checkWithdrawAmount(amount: string, limits: WithdrawAmountLimits): WithdrawAmountCheck {
  if (amount.trim() === '') return { kind: 'empty' };
  const units = decimalUnits(amount);
  if (units === null) return { kind: 'precision' };
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.length > limits.precision) return { kind: 'precision' };
  const min = decimalUnits(limits.min) ?? 0n;
  const max = decimalUnits(limits.max) ?? 0n;
  const fee = decimalUnits(limits.fee) ?? 0n;
  const available = limits.available === null ? null : (decimalUnits(limits.available) ?? 0n);
  if (units < min) return { kind: 'belowMin' };
  if (units > max) return { kind: 'aboveMax' };
  if (available !== null && units > available) return { kind: 'aboveBalance' };
  if (units <= fee) return { kind: 'belowFee' };
  return { kind: 'ok', receive: unitsToDecimal(units - fee) };
}
