/**
 * The decimal amount input's rules (spec 03 §5 "Decimal amount input", constants spec 03 §9).
 * Pure: the input component calls these on every change and on blur.
 * Choices the spec leaves open are recorded in docs/decisions/0600-amount-input-normalisation.md.
 */

/** Spec 03 §9: amount maximum. */
export const AMOUNT_MAX = 999999999999;
/** Spec 03 §9: amount default precision. */
export const AMOUNT_DEFAULT_PRECISION = 2;

export interface AmountOptions {
  /** Digits allowed after the decimal point (default 2). 0 strips the dot. */
  precision?: number;
  /** Largest absolute value; anything above is clamped to it (default 999999999999). */
  max?: number;
  /** Keep a leading minus sign (default false: it is removed). */
  allowNegative?: boolean;
}

export interface AmountResult {
  /** The normalised value to show and store ("" when empty). */
  value: string;
  /** The value was above the maximum and was clamped to it. */
  clamped: boolean;
  /** Characters that are not part of a number (letters, extra signs, extra dots) were removed. */
  dropped: boolean;
  /** Digits beyond the precision were cut. */
  truncated: boolean;
}

// Arabic-Indic (U+0660), Extended Arabic-Indic (U+06F0) and full-width (U+FF10) digits map to ASCII.
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0xff10];
const MINUS_SIGNS = new Set(['-', '\u2212', '\uff0d']);
/** Decimal marks accepted while typing: ".", "," (comma-decimal keypads), Arabic decimal separator, full-width dot. */
const DECIMAL_MARKS = new Set(['.', ',', '\u066b', '\uff0e']);
/** Grouping characters understood in pasted text (space, no-break spaces, Arabic thousands separator, apostrophe, underscore). */
const GROUPING = /[\s\u00a0\u202f\u066c'_]/g;

function toAsciiDigit(ch: string): string | null {
  if (ch >= '0' && ch <= '9') return ch;
  const code = ch.charCodeAt(0);
  for (const start of DIGIT_BLOCKS) {
    if (code >= start && code <= start + 9) return String(code - start);
  }
  return null;
}

function safePrecision(precision: number | undefined): number {
  if (precision === undefined || !Number.isFinite(precision) || precision < 0) return AMOUNT_DEFAULT_PRECISION;
  return Math.min(Math.floor(precision), 20);
}

function safeMax(max: number | undefined): number {
  if (max === undefined || !Number.isFinite(max) || max < 0) return AMOUNT_MAX;
  return max;
}

/** Plain decimal text of the maximum (no grouping, no exponent), cut (not rounded) to the precision. */
function maxText(max: number, precision: number): string {
  const text = max.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const [int = '0', frac = ''] = text.split('.');
  const cut = frac.slice(0, precision).replace(/0+$/, '');
  return cut ? `${int}.${cut}` : int;
}

/**
 * Normalise what the user typed into a decimal amount string (spec 03 §5). Never throws;
 * non-string input gives "". The first decimal mark ("." or ",") is the decimal point; later marks are ignored.
 */
export function normalizeAmountDetailed(raw: unknown, options: AmountOptions = {}): AmountResult {
  const precision = safePrecision(options.precision);
  const max = safeMax(options.max);
  const allowNegative = options.allowNegative === true;
  if (typeof raw !== 'string') return { value: '', clamped: false, dropped: false, truncated: false };

  let negative = false;
  let dropped = false;
  let started = false;
  let hasDot = false;
  let intPart = '';
  let fracPart = '';

  for (const ch of Array.from(raw.trim())) {
    const digit = toAsciiDigit(ch);
    if (digit !== null) {
      if (hasDot) fracPart += digit;
      else intPart += digit;
      started = true;
    } else if (MINUS_SIGNS.has(ch)) {
      // Only a sign in front of the number counts, and only when negatives are allowed.
      if (!started && !negative && allowNegative) negative = true;
      else dropped = true;
    } else if (DECIMAL_MARKS.has(ch)) {
      if (hasDot) dropped = true; // a second decimal point is ignored
      hasDot = true;
      started = true;
    } else {
      dropped = true;
    }
  }

  // Leading zeros collapse unless the zero is followed by the dot ("007" → "7", "00.5" → "0.5").
  intPart = intPart.replace(/^0+(?=\d)/, '');
  // A leading dot becomes "0.".
  if (hasDot && intPart === '') intPart = '0';

  const truncated = fracPart.length > precision;
  if (truncated) fracPart = fracPart.slice(0, precision);
  // Precision 0 strips the dot.
  if (precision === 0) hasDot = false;

  let body = intPart + (hasDot ? `.${fracPart}` : '');
  let clamped = false;
  if (body !== '' && Number(body.endsWith('.') ? body.slice(0, -1) : body) > max) {
    body = maxText(max, precision);
    clamped = true;
  }
  return { value: negative ? `-${body}` : body, clamped, dropped, truncated };
}

/**
 * Turn pasted, possibly formatted text ("1,234.56", "1.234,56", "1 234,5", "12,345,678") into plain
 * "digits.digits" text for {@link normalizeAmount}: grouping separators go, the decimal mark becomes ".".
 * When both "." and "," occur, the one used last is the decimal mark; when only one kind occurs more
 * than once and every group after it has 3 digits, it is grouping. Anything else is left for the typing rule.
 */
export function unformatPastedAmount(text: unknown): string {
  if (typeof text !== 'string') return '';
  const compact = text.trim().replace(GROUPING, '');
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    const decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    return compact.split(grouping).join('').replace(decimal, '.');
  }
  const mark = dots > 0 ? '.' : commas > 0 ? ',' : null;
  if (mark === null) return compact;
  const count = mark === '.' ? dots : commas;
  const groups = compact.split(mark);
  const isGrouping = count > 1 && groups.slice(1).every((g, i) => (i === groups.length - 2 ? /^\d{3}(?!\d)/.test(g) : /^\d{3}$/.test(g)));
  return isGrouping ? groups.join('') : compact.replace(',', '.');
}

/** Normalise typed text into a decimal amount string (spec 03 §5). */
export function normalizeAmount(raw: unknown, options: AmountOptions = {}): string {
  return normalizeAmountDetailed(raw, options).value;
}

/**
 * On blur: remove a trailing dot and normalise integers ("0012" → "12", "-0" → "0", "-" → "").
 * A fractional value keeps its digits ("1.50" stays "1.50"). Never throws.
 */
export function normalizeAmountOnBlur(value: unknown): string {
  if (typeof value !== 'string') return '';
  let text = value.trim();
  if (!/^-?\d*\.?\d*$/.test(text)) return '';
  if (text.endsWith('.')) text = text.slice(0, -1);
  const negative = text.startsWith('-');
  let body = negative ? text.slice(1) : text;
  if (body === '') return '';
  if (body.startsWith('.')) body = `0${body}`;
  if (!body.includes('.')) body = body.replace(/^0+(?=\d)/, '');
  const isZero = Number(body) === 0;
  return negative && !isZero ? `-${body}` : body;
}
