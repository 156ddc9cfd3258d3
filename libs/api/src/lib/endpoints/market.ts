import * as z from 'zod/mini';
import {
  fillSchema,
  importantEventSchema,
  klinesSchema,
  liquidationSchema,
  marketKind,
  marketResolution,
  marketSymbolName,
  marketSymbolSchema,
  marketTickerSchema,
  timescaleMarkSchema,
  type Klines,
} from '../schemas/market';
import { dataOf, envelope, list } from '../schemas/primitives';
import { defineEndpoint } from './define-endpoint';

/**
 * The market calls' input limits, declared once (issue 9): the schemas below validate them, the sandbox's
 * market handlers answer within them and the chart's datafeed asks within them.
 */
export const MARKET_INPUT_LIMITS = {
  /** Most bars one `marketKlines` call asks for and returns (`count_back` 1–5000). */
  klinesMaxBars: 5000,
  /** Longest `marketSymbols` search query (characters). */
  symbolQueryMaxLength: 40,
} as const;

/** Seconds since the epoch (TradingView's getBars from/to). */
const epochSeconds = z.int().check(z.nonnegative());

/** What callers get when history cannot be loaded: no bars, and no claim that older data is absent. */
export const EMPTY_KLINES: Klines = { bars: [], no_data: false, next_time: null };

/**
 * Spec 02 §4/§7 "bars": history of one symbol at one resolution (decision 0410). TradingView semantics:
 * bars with open time in [from, to); `count_back` bars ending before `to` win over `from`. Without `to`,
 * the history ends now.
 */
export const marketKlines = defineEndpoint({
  name: 'marketKlines',
  method: 'GET',
  path: '/api/web/v1/market/klines',
  source: 'spec 02 §4, §7 chart datafeed: bars (decision 0410)',
  input: z.object({
    symbol: marketSymbolName,
    market: z._default(marketKind, 'spot'),
    resolution: marketResolution,
    from: z.optional(epochSeconds),
    to: z.optional(epochSeconds),
    count_back: z.optional(z.int().check(z.gte(1), z.lte(MARKET_INPUT_LIMITS.klinesMaxBars))),
  }),
  response: envelope(klinesSchema),
  select: dataOf,
  fallback: EMPTY_KLINES,
});

/** Spec 02 §4/§7 "symbol info" and "search symbols": the tradable symbols, optionally filtered. */
export const marketSymbols = defineEndpoint({
  name: 'marketSymbols',
  method: 'GET',
  path: '/api/web/v1/market/symbols',
  source: 'spec 02 §4, §7 chart datafeed: symbol info, search symbols (decision 0410)',
  input: z.prefault(
    z.object({
      market: z.optional(marketKind),
      /** Case-insensitive match on symbol (BTC, btc_usdt, BTC/USDT) or description. */
      query: z.optional(z.string().check(z.maxLength(MARKET_INPUT_LIMITS.symbolQueryMaxLength))),
    }),
    {},
  ),
  response: envelope(list(marketSymbolSchema)),
  select: dataOf,
  fallback: [],
});

/** The 24-hour tickers of the listed symbols, optionally of one market (the Markets page `/price`, issue 14). */
export const marketTickers = defineEndpoint({
  name: 'marketTickers',
  method: 'GET',
  path: '/api/web/v1/market/tickers',
  source: 'spec 03 §2 content route /price: the Markets page (issue 14, decision 0813)',
  input: z.prefault(z.object({ market: z.optional(marketKind) }), {}),
  response: envelope(list(marketTickerSchema)),
  select: dataOf,
  fallback: [],
});

/** Spec 02 §4/§7 "timescale marks": marks above the time axis (listings, news), times in seconds. */
export const marketTimescaleMarks = defineEndpoint({
  name: 'marketTimescaleMarks',
  method: 'GET',
  path: '/api/web/v1/market/timescale_marks',
  source: 'spec 02 §4, §7 chart datafeed: timescale marks (decision 0410)',
  input: z.object({
    symbol: marketSymbolName,
    market: z._default(marketKind, 'spot'),
    resolution: marketResolution,
    from: epochSeconds,
    to: epochSeconds,
  }),
  response: envelope(list(timescaleMarkSchema)),
  select: dataOf,
  fallback: [],
});

/** Spec 02 §3 important chart events (types 1–8) of a symbol between two times (ms). */
export const marketEvents = defineEndpoint({
  name: 'marketEvents',
  method: 'GET',
  path: '/api/web/v1/market/events',
  source: 'spec 02 §2 important-event markers, §3 important event types (decision 0410)',
  input: z.object({
    symbol: marketSymbolName,
    market: z._default(marketKind, 'spot'),
    from: z.int().check(z.nonnegative()),
    to: z.int().check(z.nonnegative()),
  }),
  response: envelope(list(importantEventSchema)),
  select: dataOf,
  fallback: [],
});

/** Spec 02 §3 liquidation data of a futures contract (the chart's liquidation histogram). */
export const marketLiquidations = defineEndpoint({
  name: 'marketLiquidations',
  method: 'GET',
  path: '/api/web/v1/market/liquidations',
  source: 'spec 02 §2 liquidation histogram, §3 liquidation data (decision 0410)',
  input: z.object({ contract: marketSymbolName }),
  response: envelope(list(liquidationSchema)),
  select: dataOf,
  fallback: [],
});

/** The user's spot fills of a pair (buy/sell markers, spec 02 §3). */
export const spotFills = defineEndpoint({
  name: 'spotFills',
  method: 'GET',
  path: '/api/web/v1/spot/fills',
  access: 'user',
  source: 'spec 02 §2 buy/sell markers, §3 buy/sell marker (decision 0410)',
  input: z.object({ currency_pair: marketSymbolName }),
  response: envelope(list(fillSchema)),
  select: dataOf,
  fallback: [],
});

/** The user's futures fills of a contract (buy/sell markers, spec 02 §3). */
export const futuresFills = defineEndpoint({
  name: 'futuresFills',
  method: 'GET',
  path: '/api/web/v1/futures/fills',
  access: 'user',
  source: 'spec 02 §2 buy/sell markers, §3 buy/sell marker (decision 0410)',
  input: z.object({ contract: marketSymbolName }),
  response: envelope(list(fillSchema)),
  select: dataOf,
  fallback: [],
});
