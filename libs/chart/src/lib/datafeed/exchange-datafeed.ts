import {
  MARKET_INPUT_LIMITS,
  channels,
  readCachedSymbols,
  writeCachedSymbols,
  type ClientCache,
  type ExchangeClient,
  type MarketKind,
  type MarketSymbol,
  type RealtimeClient,
} from '@exchange/api';
import { isResolution, RESOLUTIONS } from '../rules/resolution';
import type { Bar, ChartDatafeed, DatafeedConfiguration, LibrarySymbolInfo, SearchSymbolResultItem } from './datafeed-types';

export interface ExchangeDatafeedOptions {
  /** The app's exchange client (`useExchangeClient()`). */
  client: ExchangeClient;
  /** Spot pairs or futures contracts: both are named BASE_QUOTE, the market tells them apart. */
  market: MarketKind;
  /**
   * The page's realtime client (`useRealtimeClient()`), read when the chart subscribes: it may appear after the feed
   * was made (the provider creates it in an effect). Null: no live bars.
   */
  realtime: () => RealtimeClient | null;
  /**
   * Where the symbol list is kept between visits (decision 1861: `browserClientCache()`, IndexedDB): a repeat visit
   * resolves its symbol from it at once while `marketSymbols` refreshes it. Absent or null: every visit asks.
   */
  cache?: ClientCache | null;
}

/** A chart datafeed that can also stop every live stream it opened (page unmount). */
export interface ExchangeDatafeed extends ChartDatafeed {
  dispose(): void;
}

const CONFIGURATION: DatafeedConfiguration = {
  supported_resolutions: [...RESOLUTIONS],
  supports_marks: false,
  supports_timescale_marks: true,
  supports_time: true,
  symbols_types: [
    { name: 'Spot', value: 'crypto' },
    { name: 'Futures', value: 'futures' },
  ],
};

/** `BTC_USDT`, `btc/usdt`, `BTC-USDT` and `EXCHANGE:BTC_USDT` name the same symbol. */
export function normaliseSymbolName(name: string): string {
  const bare = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
  return bare
    .trim()
    .toUpperCase()
    .replace(/[/\-\s]/g, '_');
}

/** TradingView symbol info of a listed symbol: pricescale from its price precision, every resolution. */
export function toSymbolInfo(s: MarketSymbol): LibrarySymbolInfo {
  const exchange = s.exchange || 'EXCHANGE';
  return {
    name: s.symbol,
    ticker: s.symbol,
    full_name: `${exchange}:${s.symbol}`,
    description: s.description || `${s.base} / ${s.quote}`,
    type: s.market === 'futures' ? 'futures' : 'crypto',
    session: '24x7',
    timezone: 'Etc/UTC',
    exchange,
    listed_exchange: exchange,
    format: 'price',
    pricescale: 10 ** Math.min(12, Math.max(0, Math.round(s.price_precision))),
    minmov: 1,
    has_intraday: true,
    has_seconds: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: [...RESOLUTIONS],
    volume_precision: Math.min(12, Math.max(0, Math.round(s.amount_precision))),
    data_status: 'streaming',
  };
}

const toSearchItem = (s: MarketSymbol): SearchSymbolResultItem => {
  const info = toSymbolInfo(s);
  return {
    symbol: s.symbol,
    full_name: info.full_name ?? s.symbol,
    description: info.description,
    exchange: info.exchange,
    ticker: s.symbol,
    type: info.type,
  };
};

const seconds = (value: number) => Math.max(0, Math.floor(value));

/**
 * The chart's datafeed over the exchange API (decision 0412): symbol list and search, history pages
 * (`marketKlines`), timescale marks, and live bars from the realtime socket's candle channel (issue 20: a
 * reconnect or a resync asks the chart to reload, since bars may have been missed).
 */
export function createExchangeDatafeed(options: ExchangeDatafeedOptions): ExchangeDatafeed {
  const { client, market } = options;
  const streams = new Map<string, () => void>();
  let symbolList: Promise<MarketSymbol[]> | null = null;

  const later = (fn: () => void) => queueMicrotask(fn);
  const cache = options.cache ?? null;
  let cachedList: Promise<MarketSymbol[] | null> | null = null;
  const fresh = (): Promise<MarketSymbol[]> => {
    if (!symbolList) {
      symbolList = client.callResult('marketSymbols', { market }).then((result) => {
        // A failed list is not remembered: the next resolve asks again.
        if (!result.ok) symbolList = null;
        else if (cache) void writeCachedSymbols(cache, market, result.data);
        // No data at all when the call's declaration did not load (decision 1970): an empty list, asked again next time.
        return result.data ?? [];
      });
    }
    return symbolList;
  };
  /** The cached list when there is one (the fresh one is asked for at the same time and refreshes the cache). */
  const listed = async (wanted: string): Promise<MarketSymbol[]> => {
    const asked = fresh();
    cachedList ??= cache ? readCachedSymbols(cache, market) : Promise.resolve(null);
    const cached = await cachedList;
    // A symbol listed since the list was cached is not in it: wait for the fresh list.
    return cached?.some((s) => s.symbol === wanted) ? cached : asked;
  };

  return {
    onReady: (callback) => later(() => callback(CONFIGURATION)),

    searchSymbols: (userInput, _exchange, _symbolType, onResult) => {
      const query = userInput.trim().slice(0, MARKET_INPUT_LIMITS.symbolQueryMaxLength);
      void client.call('marketSymbols', query === '' ? { market } : { market, query }).then((items) => onResult(items.map(toSearchItem)));
    },

    resolveSymbol: (symbolName, onResolve, onError) => {
      const wanted = normaliseSymbolName(symbolName);
      void listed(wanted).then((items) => {
        const found = items.find((s) => s.symbol === wanted);
        if (found) onResolve(toSymbolInfo(found));
        else onError('unknown_symbol');
      });
    },

    getBars: (symbolInfo, resolution, periodParams, onResult, onError) => {
      if (!isResolution(resolution)) {
        later(() => onError(`unsupported resolution ${resolution}`));
        return;
      }
      const countBack =
        periodParams.countBack > 0 ? Math.min(MARKET_INPUT_LIMITS.klinesMaxBars, Math.floor(periodParams.countBack)) : undefined;
      void client
        .callResult('marketKlines', {
          symbol: symbolInfo.name,
          market,
          resolution,
          from: seconds(periodParams.from),
          to: seconds(periodParams.to),
          ...(countBack === undefined ? {} : { count_back: countBack }),
        })
        .then((result) => {
          if (!result.ok) {
            onError(result.error.message || 'history unavailable');
            return;
          }
          const bars: Bar[] = result.data.bars.map((b) => ({
            time: b.time,
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
            volume: b.volume,
          }));
          onResult(bars, { noData: bars.length === 0 && result.data.no_data, nextTime: result.data.next_time });
        });
    },

    subscribeBars: (symbolInfo, resolution, onTick, listenerGuid, onResetCacheNeeded) => {
      if (!isResolution(resolution)) return;
      streams.get(listenerGuid)?.();
      const realtime = options.realtime();
      if (!realtime) return;
      const release = realtime.subscribe(channels.candles(market, symbolInfo.name, resolution), {
        onMessage: (message) => {
          if (message.type !== 'candle') return;
          const b = message.data;
          onTick({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volume });
        },
        // After a drop, a resync or a sleep, bars may have been missed: the chart reloads its latest page.
        onReset: () => onResetCacheNeeded(),
      });
      streams.set(listenerGuid, release);
    },

    unsubscribeBars: (listenerGuid) => {
      streams.get(listenerGuid)?.();
      streams.delete(listenerGuid);
    },

    getTimescaleMarks: (symbolInfo, from, to, onResult, resolution) => {
      if (!isResolution(resolution)) {
        later(() => onResult([]));
        return;
      }
      void client
        .call('marketTimescaleMarks', { symbol: symbolInfo.name, market, resolution, from: seconds(from), to: seconds(to) })
        .then((marks) => onResult(marks));
    },

    dispose: () => {
      for (const release of streams.values()) release();
      streams.clear();
    },
  };
}
