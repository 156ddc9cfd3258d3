import { fromUnits, toUnits } from '../rules/funds-transfer';

/** Money in the engine: integer units of 1e-8 (bigint), never floating point (decision 1883). */
export const UNIT = 10n ** 8n;

/** A decimal string or a number on a symbol's grid → units (more than 8 places are cut); 0 when unreadable. */
export function units(value: string | number | undefined): bigint {
  if (value === undefined) return 0n;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(8) : '0') : value.trim();
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const cut = /^\d+\.\d{9,}$/.test(body) ? body.slice(0, body.indexOf('.') + 9) : body;
  const parsed = toUnits(cut) ?? 0n;
  return negative ? -parsed : parsed;
}

/** Units → decimal text (signed). */
export const text = (value: bigint): string => (value < 0n ? `-${fromUnits(-value)}` : fromUnits(value));

/** a × b for two unit amounts (e.g. price × amount), cut toward zero. */
export const times = (a: bigint, b: bigint): bigint => (a * b) / UNIT;

/** a × b rounded up (fees). */
export const timesUp = (a: bigint, b: bigint): bigint => {
  const product = a * b;
  return product / UNIT + (product % UNIT > 0n ? 1n : 0n);
};

/** a / b for two unit amounts (e.g. notional / amount = price), cut toward zero; 0 when b is 0. */
export const divide = (a: bigint, b: bigint): bigint => (b === 0n ? 0n : (a * UNIT) / b);

/** The absolute value. */
export const abs = (a: bigint): bigint => (a < 0n ? -a : a);
