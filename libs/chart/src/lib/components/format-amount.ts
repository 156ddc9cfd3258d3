import type { IntlShape } from 'react-intl';
import { amountPrecision, displayAmount, type AmountKind, type AmountSymbol } from '../rules/amount-display';

/**
 * An amount of `currency` for the trading screen (decision 1939): the rule's decimals (balances cut down, totals and
 * fees rounded), grouped and in the page's digits; '—' for text that is not a number.
 */
export function formatAmount(
  intl: IntlShape,
  text: string | number,
  symbol: AmountSymbol,
  currency: string,
  kind: AmountKind,
  /** Funding and PnL: + for a receipt, − for a payment. */
  signed = false,
): string {
  const raw = typeof text === 'number' ? (Number.isFinite(text) ? text.toFixed(12) : '') : text;
  const shown = displayAmount(raw, amountPrecision(symbol, currency, kind));
  if (shown === null) return '—';
  const places = shown.split('.')[1]?.length ?? 0;
  return intl.formatNumber(Number(shown), {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  });
}
