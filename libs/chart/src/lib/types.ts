import type { KlineBar } from '@exchange/api';

/** One OHLCV candle: the api's `KlineBar` (one contract, one type). `time` is the bar's open time in ms (UTC). */
export type Candle = Pick<KlineBar, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'>;

/** Price a MACD (or any single-series indicator) is computed from (spec 02 §5). */
export const PRICE_SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** An indicator series aligned with its input candles; `undefined` where not yet defined. */
export type Series = (number | undefined)[];

/** Theme of the chart (spec 02 §2: dark and light). */
export type ChartTheme = 'dark' | 'light';
