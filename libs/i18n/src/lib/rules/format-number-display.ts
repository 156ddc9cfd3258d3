const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Runs of this many zeros right after the decimal point, or more, are shortened. */
export const ZERO_RUN_MIN = 7;

/** A number or numeric string as plain decimal text (no exponent), or null when it is not a finite number. */
export function toPlainDecimal(value: string | number): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', int = '', frac = '', exp] = match;
  if (int === '' && frac === '') return null;
  if (exp === undefined) return `${sign}${int || '0'}${text.includes('.') ? `.${frac}` : ''}`;

  const shift = Number(exp);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 400) return null;
  const digits = `${int}${frac}`;
  const point = int.length + shift;
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = `${'0'.repeat(-point)}${digits}`;
  } else if (point >= digits.length) {
    whole = `${digits}${'0'.repeat(point - digits.length)}`;
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Number display (spec 03 §5): a run of 7 or more zeros right after the decimal point, followed by
 * significant digits, becomes `0{n}` (decision 0101): `0.00000000123` → `0.0{8}123`. Other values are shown
 * as plain decimals (exponents expanded). Text that is not a number is returned unchanged.
 */
export function formatNumberDisplay(value: string | number): string {
  const plain = toPlainDecimal(value);
  if (plain === null) return typeof value === 'string' ? value : String(value ?? '');
  const match = /^([+-]?\d+)\.(0+)([1-9]\d*)$/.exec(plain);
  const zeros = match?.[2] ?? '';
  if (!match || zeros.length < ZERO_RUN_MIN) return plain;
  return `${match[1]}.0{${zeros.length}}${match[3]}`;
}
