/**
 * The datafeed contract, shaped like TradingView's JS datafeed API so that an exchange feed written for
 * it plugs in unchanged (spec 02 §4 "supplied by its parent with datafeed functions": symbol info, bars,
 * subscribe, unsubscribe, search symbols and timescale marks).
 */
import type { MarketTimescaleMark } from '@exchange/api';
import type { Resolution } from '../rules/resolution';

/** A bar as TradingView sends it: time in ms (UTC) of the bar's open. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}

export interface DatafeedConfiguration {
  supported_resolutions?: string[];
  exchanges?: { value: string; name: string; desc: string }[];
  symbols_types?: { name: string; value: string }[];
  supports_marks?: boolean;
  supports_timescale_marks?: boolean;
  supports_time?: boolean;
}

export interface LibrarySymbolInfo {
  name: string;
  ticker?: string;
  full_name?: string;
  description: string;
  type: string;
  session: string;
  timezone: string;
  exchange: string;
  listed_exchange?: string;
  format?: 'price' | 'volume';
  /** 10^decimals: 100 means two decimals. */
  pricescale: number;
  minmov: number;
  has_intraday?: boolean;
  has_seconds?: boolean;
  has_daily?: boolean;
  has_weekly_and_monthly?: boolean;
  supported_resolutions?: string[];
  volume_precision?: number;
  data_status?: 'streaming' | 'endofday' | 'delayed_streaming';
}

export interface SearchSymbolResultItem {
  symbol: string;
  full_name: string;
  description: string;
  exchange: string;
  ticker?: string;
  type: string;
}

export interface PeriodParams {
  /** Seconds since the epoch (inclusive). */
  from: number;
  /** Seconds since the epoch (exclusive). */
  to: number;
  countBack: number;
  firstDataRequest: boolean;
}

export interface HistoryMetadata {
  noData?: boolean;
  nextTime?: number | null;
}

/** A timescale mark (time in seconds): the api's `MarketTimescaleMark` fields, as TradingView takes them. */
export type TimescaleMark = Pick<MarketTimescaleMark, 'id' | 'time' | 'color' | 'label' | 'tooltip'>;

export type ResolutionString = Resolution | string;

/** Candles as typed columns (time in ms), `length` of them used. */
export interface CandleColumns {
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  length: number;
}

export interface ChartDatafeed {
  onReady(callback: (configuration: DatafeedConfiguration) => void): void;
  searchSymbols(userInput: string, exchange: string, symbolType: string, onResult: (items: SearchSymbolResultItem[]) => void): void;
  resolveSymbol(symbolName: string, onResolve: (symbolInfo: LibrarySymbolInfo) => void, onError: (reason: string) => void): void;
  getBars(
    symbolInfo: LibrarySymbolInfo,
    resolution: ResolutionString,
    periodParams: PeriodParams,
    onResult: (bars: Bar[], meta: HistoryMetadata) => void,
    onError: (reason: string) => void,
  ): void;
  subscribeBars(
    symbolInfo: LibrarySymbolInfo,
    resolution: ResolutionString,
    onTick: (bar: Bar) => void,
    listenerGuid: string,
    onResetCacheNeeded: () => void,
  ): void;
  unsubscribeBars(listenerGuid: string): void;
  getTimescaleMarks?(
    symbolInfo: LibrarySymbolInfo,
    from: number,
    to: number,
    onResult: (marks: TimescaleMark[]) => void,
    resolution: ResolutionString,
  ): void;
  /**
   * Our optional extension for large histories: the whole first load as typed columns (a binary feed),
   * used instead of the first getBars page when present. Columns should leave spare capacity for live bars.
   */
  getColumns?(symbolInfo: LibrarySymbolInfo, resolution: ResolutionString): Promise<CandleColumns>;
}
