import type { MarketKind, MarketTicker } from '@exchange/api';
import { barOf, seriesFor } from './bars';
import { SANDBOX_SYMBOLS } from './symbols';

/** The ticker window: the last 24 hours. */
export const TICKER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The 24-hour tickers of the sandbox's symbols at `now` (in one market or all), read from the same walk the
 * chart's bars come from: last = the walk now, change against the walk 24 h ago, high/low/volume of that window.
 */
export function sandboxTickers(now: number, market?: MarketKind): MarketTicker[] {
  return SANDBOX_SYMBOLS.filter((s) => market === undefined || s.info.market === market).flatMap((s) => {
    const series = seriesFor(s.info.symbol, s.info.market);
    if (!series) return [];
    const bar = barOf(series, now - TICKER_WINDOW_MS, now);
    const change = bar.open > 0 ? (bar.close - bar.open) / bar.open : 0;
    return [
      {
        symbol: s.info.symbol,
        market: s.info.market,
        last: bar.close,
        change_24h: Number(change.toFixed(6)),
        high_24h: bar.high,
        low_24h: bar.low,
        volume_24h: bar.volume,
      },
    ];
  });
}
