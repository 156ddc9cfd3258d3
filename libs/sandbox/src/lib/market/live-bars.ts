import type { KlineBar, MarketResolution } from '@exchange/api';
import { barOpenTime, nextBarTime } from '@exchange/api';
import { barOf, type SymbolSeries } from './bars';

export interface LiveBars {
  /** The forming bar at `now`: updated from the walk, or a new bar when `now` is past the last one's end. */
  tick(now: number): KlineBar;
  /** A pushed trade at `price` (a test's deterministic move): the forming bar closes there, its high/low stretch. */
  push(price: number, now: number): KlineBar;
  current(): KlineBar;
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * The live side of the walk for one subscription (decision 0411): the first bar is the one forming at
 * `start` as history shows it; each tick moves its close to the walk's price now, keeps high/low
 * monotone and adds volume; a tick in a later bar opens it (bars skipped by a long pause are not sent).
 */
export function createLiveBars(series: SymbolSeries, resolution: MarketResolution, start: number): LiveBars {
  const places = series.symbol.info.price_precision;
  const open = barOpenTime(start, resolution);
  let bar = barOf(series, open, nextBarTime(open, resolution), start);

  const roll = (now: number) => {
    const at = barOpenTime(now, resolution);
    if (at > bar.time) bar = barOf(series, at, nextBarTime(at, resolution), now);
  };
  const close = (price: number, now: number) => {
    const p = round(price, places);
    const full = barOf(series, bar.time, nextBarTime(bar.time, resolution), now);
    bar = {
      time: bar.time,
      open: bar.open,
      high: Math.max(bar.high, p),
      low: Math.min(bar.low, p),
      close: p,
      volume: Math.max(bar.volume, full.volume),
    };
    return bar;
  };

  return {
    tick(now) {
      roll(now);
      return close(series.path.at(now), now);
    },
    push(price, now) {
      roll(now);
      return close(price, now);
    },
    current: () => bar,
  };
}
