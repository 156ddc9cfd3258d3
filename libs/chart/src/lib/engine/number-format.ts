/**
 * Makes a number formatter for a set of options: the chart is handed the page's own (react-intl's
 * `intl.formatters.getNumberFormat(intl.locale, …)`, the one the order book uses), so the price scale, the last-price
 * label and the crosshair group digits and pick digits the way the rest of the page does (decision 1974).
 */
export type NumberFormatFactory = (options: Intl.NumberFormatOptions) => (value: number) => string;

/** Without the page's formatter (benchmarks, tests): the locale's own `Intl.NumberFormat`. */
export const intlNumberFormat =
  (locale: string): NumberFormatFactory =>
  (options) => {
    let f: Intl.NumberFormat;
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat('en-US', options);
    }
    return (value) => f.format(value);
  };

/** Prices: the symbol's decimals, fixed, grouped; '—' for what is not a number. */
export function priceFormat(factory: NumberFormatFactory, decimals: number): (value: number | undefined) => string {
  const d = Math.max(0, Math.min(12, Math.round(decimals)));
  const f = factory({ minimumFractionDigits: d, maximumFractionDigits: d });
  return (value) => (value === undefined || !Number.isFinite(value) ? '—' : f(value));
}

/** Indicator panes (volume, MACD, KDJ): compact ("30K", "1.2M") with up to 2 decimals. */
export function paneFormat(factory: NumberFormatFactory): (value: number | undefined) => string {
  const f = factory({ notation: 'compact', maximumFractionDigits: 2 });
  return (value) => (value === undefined || !Number.isFinite(value) ? '—' : f(value));
}
