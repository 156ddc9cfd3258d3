import type { IntlShape } from 'react-intl';

/**
 * A reward amount as the promotions show it: "$10,000" for a bare number, "100 USDT" with a currency,
 * the text itself when it is not a plain number (e.g. "1,000" already grouped becomes "$1,000").
 */
export function formatReward(intl: IntlShape, amount: string, currency?: string): string {
  const numeric = Number(amount.replace(/,/g, ''));
  if (!Number.isFinite(numeric)) return currency ? `${amount} ${currency}` : amount;
  if (currency && currency !== 'USD') return `${intl.formatNumber(numeric, { maximumFractionDigits: 8 })} ${currency}`;
  return intl.formatNumber(numeric, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(numeric) ? 0 : 2,
  });
}
