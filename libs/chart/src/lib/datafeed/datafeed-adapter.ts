import { resolutionMs, type Resolution } from '../rules/resolution';
import type { Candle } from '../types';
import type { Bar, ChartDatafeed, DatafeedConfiguration, LibrarySymbolInfo, SearchSymbolResultItem, TimescaleMark } from './datafeed-types';

/** A bar as a candle (a missing or invalid volume counts as 0); null for malformed bars. */
export function barToCandle(bar: Bar): Candle | null {
  const { time, open, high, low, close } = bar;
  if (![time, open, high, low, close].every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  const volume = typeof bar.volume === 'number' && Number.isFinite(bar.volume) ? bar.volume : 0;
  return { time, open, high: Math.max(high, open, close), low: Math.min(low, open, close), close, volume };
}

/** Bars as sorted candles without malformed entries or duplicate times (the later one wins). */
export function barsToCandles(bars: readonly Bar[]): Candle[] {
  const out = bars.map(barToCandle).filter((c): c is Candle => c !== null);
  out.sort((a, b) => a.time - b.time);
  const dedup: Candle[] = [];
  for (const c of out) {
    const last = dedup[dedup.length - 1];
    if (last && last.time === c.time) dedup[dedup.length - 1] = c;
    else dedup.push(c);
  }
  return dedup;
}

/** Decimals shown for prices from the symbol's pricescale (100 → 2). */
export function priceDecimals(symbol: Pick<LibrarySymbolInfo, 'pricescale'> | null | undefined): number {
  const scale = symbol?.pricescale;
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale < 1) return 2;
  return Math.min(12, Math.max(0, Math.round(Math.log10(scale))));
}

/** The callback API as promises (each callback is honoured once). */
export function onReadyAsync(feed: ChartDatafeed): Promise<DatafeedConfiguration> {
  return new Promise((resolve) => feed.onReady(resolve));
}

export function resolveSymbolAsync(feed: ChartDatafeed, name: string): Promise<LibrarySymbolInfo> {
  return new Promise((resolve, reject) => feed.resolveSymbol(name, resolve, (reason) => reject(new Error(reason))));
}

export function searchSymbolsAsync(feed: ChartDatafeed, query: string): Promise<SearchSymbolResultItem[]> {
  return new Promise((resolve) => feed.searchSymbols(query, '', '', resolve));
}

/**
 * Loads history ending at `toMs`: `countBack` bars for the resolution (the from/to window is sized to
 * fit them; the feed may send fewer). Returns candles and whether older data exists.
 */
export function loadHistory(
  feed: ChartDatafeed,
  symbol: LibrarySymbolInfo,
  resolution: Resolution,
  toMs: number,
  countBack: number,
  firstDataRequest: boolean,
): Promise<{ candles: Candle[]; noData: boolean }> {
  const to = Math.ceil(toMs / 1000);
  const from = Math.floor((toMs - countBack * resolutionMs(resolution)) / 1000);
  return new Promise((resolve, reject) =>
    feed.getBars(
      symbol,
      resolution,
      { from, to, countBack, firstDataRequest },
      (bars, meta) => resolve({ candles: barsToCandles(bars), noData: Boolean(meta.noData) }),
      (reason) => reject(new Error(reason)),
    ),
  );
}

export function loadTimescaleMarks(
  feed: ChartDatafeed,
  symbol: LibrarySymbolInfo,
  resolution: Resolution,
  fromMs: number,
  toMs: number,
): Promise<TimescaleMark[]> {
  if (!feed.getTimescaleMarks) return Promise.resolve([]);
  const get = feed.getTimescaleMarks.bind(feed);
  return new Promise((resolve) => get(symbol, Math.floor(fromMs / 1000), Math.floor(toMs / 1000), resolve, resolution));
}

let guidSeq = 0;

/** Subscribes to live bars; returns the unsubscribe function. Malformed ticks are dropped. */
export function subscribeCandles(
  feed: ChartDatafeed,
  symbol: LibrarySymbolInfo,
  resolution: Resolution,
  onCandle: (c: Candle) => void,
  onReset: () => void,
): () => void {
  const guid = `${symbol.ticker ?? symbol.name}_#_${resolution}_#_${++guidSeq}`;
  feed.subscribeBars(
    symbol,
    resolution,
    (bar) => {
      const c = barToCandle(bar);
      if (c) onCandle(c);
    },
    guid,
    onReset,
  );
  return () => feed.unsubscribeBars(guid);
}
