import type { Candle, PriceSource } from '../types';

/** The price of one candle for a source (hl2 = (h+l)/2, hlc3 = (h+l+c)/3, ohlc4 = (o+h+l+c)/4). */
export function priceOf(c: Pick<Candle, 'open' | 'high' | 'low' | 'close'>, source: PriceSource): number {
  switch (source) {
    case 'open':
      return c.open;
    case 'high':
      return c.high;
    case 'low':
      return c.low;
    case 'close':
      return c.close;
    case 'hl2':
      return (c.high + c.low) / 2;
    case 'hlc3':
      return (c.high + c.low + c.close) / 3;
    case 'ohlc4':
      return (c.open + c.high + c.low + c.close) / 4;
  }
}

/** Column view of OHLC data, as kept by the candle store. */
export interface OhlcColumns {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
}

/** A getter that reads a source price from columns without allocating. */
export function sourceGetter(cols: OhlcColumns, source: PriceSource): (i: number) => number {
  const { open, high, low, close } = cols;
  switch (source) {
    case 'open':
      return (i) => open[i] ?? NaN;
    case 'high':
      return (i) => high[i] ?? NaN;
    case 'low':
      return (i) => low[i] ?? NaN;
    case 'close':
      return (i) => close[i] ?? NaN;
    case 'hl2':
      return (i) => ((high[i] ?? NaN) + (low[i] ?? NaN)) / 2;
    case 'hlc3':
      return (i) => ((high[i] ?? NaN) + (low[i] ?? NaN) + (close[i] ?? NaN)) / 3;
    case 'ohlc4':
      return (i) => ((open[i] ?? NaN) + (high[i] ?? NaN) + (low[i] ?? NaN) + (close[i] ?? NaN)) / 4;
  }
}

/** Copies candles into fresh OHLC columns (for the array-based public functions). */
export function toColumns(candles: readonly Candle[]): OhlcColumns {
  const n = candles.length;
  const cols: OhlcColumns = { open: new Float64Array(n), high: new Float64Array(n), low: new Float64Array(n), close: new Float64Array(n) };
  candles.forEach((c, i) => {
    cols.open[i] = c.open;
    cols.high[i] = c.high;
    cols.low[i] = c.low;
    cols.close[i] = c.close;
  });
  return cols;
}
