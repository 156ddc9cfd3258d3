import type { MarketKind, MarketTicker } from '@exchange/api';
import { barOf, seriesFor } from './bars';
import { SANDBOX_SYMBOLS } from './symbols';

/** The ticker window: the last 24 hours. */
export const TICKER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Funding every 8 hours of sandbox time, at 00:00, 08:00 and 16:00 UTC (issue 21 item 3). */
export const SANDBOX_FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;

/**
 * A futures contract's mark/index/funding/open-interest figures (issue 21, the trade page's ticker header): the
 * index is the spot walk of the same pair (or the contract's own price without one), the mark sits between the
 * contract's price and the index, the funding rate is 0.01 % plus the premium, capped at ±0.75 %, the next funding
 * is the next 8-hour boundary, and the open interest a third of the day's volume.
 */
export function futuresFigures(symbol: string, last: number, volume: number, now: number) {
  const spot = seriesFor(symbol, 'spot');
  const index = spot ? spot.path.at(now) : last;
  const mark = (last + index) / 2;
  const premium = index > 0 ? (mark - index) / index : 0;
  const rate = Math.min(0.0075, Math.max(-0.0075, 0.0001 + premium));
  return {
    mark_price: Number(mark.toFixed(2)),
    index_price: Number(index.toFixed(2)),
    funding_rate: Number(rate.toFixed(6)),
    next_funding_time: (Math.floor(now / SANDBOX_FUNDING_INTERVAL_MS) + 1) * SANDBOX_FUNDING_INTERVAL_MS,
    open_interest: Math.round(volume / 3),
  };
}

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
        ...(s.info.market === 'futures' ? futuresFigures(s.info.symbol, bar.close, bar.volume, now) : {}),
      },
    ];
  });
}
