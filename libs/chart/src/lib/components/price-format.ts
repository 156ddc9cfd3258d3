import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { priceFormat, type NumberFormatFactory } from '../engine/number-format';

/**
 * The page's number formatter (react-intl's cached `Intl.NumberFormat` for the page's locale): the order book, the
 * chart's price scale, last-price label and crosshair all format through it (decision 1974).
 */
export function useNumberFormat(): NumberFormatFactory {
  const intl = useIntl();
  const { formatters, locale } = intl;
  return useMemo<NumberFormatFactory>(
    () => (options) => {
      const f = formatters.getNumberFormat(locale, options);
      return (value) => f.format(value);
    },
    [formatters, locale],
  );
}

/** A price with the symbol's decimals, grouped the page's way ('—' for what is not a number). */
export function usePriceFormat(decimals: number): (value: number | undefined) => string {
  const numberFormat = useNumberFormat();
  return useMemo(() => priceFormat(numberFormat, decimals), [numberFormat, decimals]);
}
