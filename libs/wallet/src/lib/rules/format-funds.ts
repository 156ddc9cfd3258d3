import { formatNumberDisplay, toPlainDecimal, ZERO_RUN_MIN } from '@exchange/i18n';

/** What a hidden balance shows instead of the number. */
export const HIDDEN_BALANCE = '******';

/** Fraction digits shown per unit: USD 2, BTC 8 (trailing zeros dropped beyond 2). */
export const FUNDS_DIGITS = { usd: 2, btc: 8 } as const;

/**
 * A balance for display (spec 03 §5, §8): hidden → `******`; a run of 7 or more zeros after the point → the
 * counted form of the number display helper (`0.0{8}123`); otherwise the locale's grouping and decimal sign,
 * at most `maxDigits` fraction digits. Text that is not a number shows as 0 (the total-funds fallback is zeros).
 */
export function formatFunds(value: string, options: { locale: string; maxDigits: number; minDigits?: number; hidden?: boolean }): string {
  if (options.hidden) return HIDDEN_BALANCE;
  const plain = toPlainDecimal(value) ?? '0';
  const zeros = /^[+-]?\d+\.(0+)[1-9]/.exec(plain)?.[1]?.length ?? 0;
  if (zeros >= ZERO_RUN_MIN) return formatNumberDisplay(plain);
  const minimumFractionDigits = Math.min(options.minDigits ?? 2, options.maxDigits);
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(options.locale, { minimumFractionDigits, maximumFractionDigits: options.maxDigits });
  } catch {
    format = new Intl.NumberFormat('en', { minimumFractionDigits, maximumFractionDigits: options.maxDigits });
  }
  // Intl accepts decimal strings exactly (no float rounding of long amounts).
  return format.format(plain as unknown as number);
}
