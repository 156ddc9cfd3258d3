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

/**
 * The source as a column: the store's own column for open/high/low/close, otherwise `scratch` filled
 * from `from` to `len` (grown when too small; the returned column is the one to keep).
 */
export function sourceColumn(
  cols: OhlcColumns,
  source: PriceSource,
  scratch: Float64Array | null,
  from: number,
  len: number,
): Float64Array {
  switch (source) {
    case 'open':
    case 'high':
    case 'low':
    case 'close':
      return cols[source];
    default:
      break;
  }
  let out = scratch ?? new Float64Array(cols.close.length);
  if (out.length < cols.close.length) {
    const grown = new Float64Array(cols.close.length);
    grown.set(out);
    out = grown;
  }
  const { open, high, low, close } = cols;
  for (let i = Math.max(0, from); i < len; i++) {
    const h = high[i] as number;
    const l = low[i] as number;
    if (source === 'hl2') out[i] = (h + l) / 2;
    else if (source === 'hlc3') out[i] = (h + l + (close[i] as number)) / 3;
    else out[i] = ((open[i] as number) + h + l + (close[i] as number)) / 4;
  }
  return out;
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
