import type { KlineBar, MarketKind, MarketResolution } from '@exchange/api';
import { barOpenTime, MARKET_INPUT_LIMITS, nextBarTime, previousBarTime } from '@exchange/api';
import { createPricePath, hash3, seedOf, unit, type PricePath } from './price-path';
import { findSandboxSymbol, type SandboxSymbol } from './symbols';

/** Interior points sampled for a bar's high and low. */
const SAMPLES = 5;
/** Most bars one history request answers: the api's declared `count_back` limit. */
export const MAX_BARS = MARKET_INPUT_LIMITS.klinesMaxBars;

export interface SymbolSeries {
  symbol: SandboxSymbol;
  path: PricePath;
  seed: number;
}

/** The walk of a symbol: spot and futures of one pair share it (futures at their basis). */
export function seriesOf(symbol: SandboxSymbol): SymbolSeries {
  const seed = seedOf(symbol.info.symbol);
  const base = createPricePath(seed, symbol.referencePrice, symbol.dailyVolatility);
  const premium = 1 + symbol.basis;
  return { symbol, seed, path: { sigma: base.sigma, at: (t) => base.at(t) * premium } };
}

const decimals = (value: number, places: number): number => Number(value.toFixed(places));

/**
 * The bar opening at `open` and ending at `end`, read up to `until` (a bar still forming when `until` <
 * `end`): open and close from the walk, high and low from samples plus a small wick, volume from the
 * symbol's pace (growing with the move). Prices are rounded to the symbol's precision.
 */
export function barOf(series: SymbolSeries, open: number, end: number, until: number = end): KlineBar {
  const { path, symbol, seed } = series;
  const stop = Math.max(open, Math.min(end, until));
  const o = path.at(open);
  const c = path.at(stop);
  let high = Math.max(o, c);
  let low = Math.min(o, c);
  for (let j = 1; j <= SAMPLES; j++) {
    const p = path.at(open + ((stop - open) * j) / (SAMPLES + 1));
    if (p > high) high = p;
    if (p < low) low = p;
  }
  const seconds = Math.max(1, (stop - open) / 1000);
  const sigmaBar = path.sigma * Math.sqrt(seconds);
  const barKey = Math.floor(open / 1000);
  high *= 1 + unit(hash3(seed, 101, barKey)) * sigmaBar * 0.3;
  low *= 1 - unit(hash3(seed, 102, barKey)) * sigmaBar * 0.3;
  const move = Math.abs(Math.log(c / o)) / Math.max(sigmaBar, 1e-9);
  const volume = ((symbol.volumePerMinute * seconds) / 60) * (0.5 + unit(hash3(seed, 103, barKey))) * (1 + 0.3 * move);
  const places = symbol.info.price_precision;
  return {
    time: open,
    open: decimals(o, places),
    high: decimals(high, places),
    low: decimals(low, places),
    close: decimals(c, places),
    volume: decimals(volume, 4),
  };
}

export interface HistoryRequest {
  resolution: MarketResolution;
  /** Seconds, inclusive. */
  from?: number;
  /** Seconds, exclusive; later than now means now. */
  to?: number;
  countBack?: number;
  now: number;
}

/**
 * History with TradingView's getBars rules: bars opening before `to` (the bar forming now included, read
 * up to now), `countBack` of them when given, else those opening at or after `from`; oldest first, at
 * most 5000. `no_data` when nothing is left before the symbol was listed.
 */
export function historyOf(series: SymbolSeries, req: HistoryRequest): { bars: KlineBar[]; no_data: boolean; next_time: number | null } {
  const { resolution, now } = req;
  const end = Math.min(req.to === undefined ? now + 1 : req.to * 1000, now + 1);
  const fromMs = req.from === undefined ? -Infinity : req.from * 1000;
  const want = req.countBack !== undefined && req.countBack > 0 ? Math.min(req.countBack, MAX_BARS) : MAX_BARS;
  const listed = barOpenTime(series.symbol.listedAt, resolution);
  const bars: KlineBar[] = [];
  let open = barOpenTime(end - 1, resolution);
  while (bars.length < want && open >= listed && (req.countBack !== undefined || open >= fromMs)) {
    const close = nextBarTime(open, resolution);
    bars.push(barOf(series, open, close, Math.min(close, now)));
    open = previousBarTime(open, resolution);
  }
  bars.reverse();
  return { bars, no_data: bars.length === 0 && open < listed, next_time: null };
}

/** The series of a symbol by market (null for an unknown one). */
export type SeriesLookup = (symbol: unknown, market: MarketKind) => SymbolSeries | null;

const cache = new Map<string, SymbolSeries>();

/** The walk of a listed symbol (cached), or null for an unknown symbol or market. */
export const seriesFor: SeriesLookup = (symbol, market) => {
  const found = findSandboxSymbol(symbol, market);
  if (!found) return null;
  const key = `${market}:${found.info.symbol}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const series = seriesOf(found);
  cache.set(key, series);
  return series;
};
