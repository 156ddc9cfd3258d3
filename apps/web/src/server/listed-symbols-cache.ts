import 'server-only';
import type { MarketKind, MarketSymbol } from '@exchange/api';
import { createServerExchangeClient } from '@exchange/api/server';
import { exchangeBaseUrl, exchangeFetch } from './exchange-fetch';
import { isUnlistedSymbolPath, listedSymbolKey, tradeMarketOf } from './routing';

// Loaded by proxy.ts (decision 1431). It needs the server's exchange client, which is server-only; Next resolves
// `server-only` to its empty module in the proxy's (middleware) layer as in the React server layer.

/** How long a loaded list is fresh; after that the last good one is served while one refresh runs. */
export const LISTED_SYMBOLS_TTL_MS = 60_000;
/** The most one load may take (the first request of a market waits for it at most this long). */
export const LISTED_SYMBOLS_BUDGET_MS = 1_500;
/** After a failed load, the next one waits this long (an outage costs one call per market per interval, not per request). */
export const LISTED_SYMBOLS_RETRY_MS = 5_000;
/** A list older than this is no longer trusted: pairs listed since must not be answered 404 through a long outage. */
export const LISTED_SYMBOLS_MAX_STALE_MS = 10 * 60_000;

/** Loads a market's listed symbols; null (or a rejection) when they cannot be loaded. Ends when `signal` aborts. */
export type ListedSymbolsLoader = (market: MarketKind, signal: AbortSignal) => Promise<readonly MarketSymbol[] | null>;

export interface ListedSymbolsCacheOptions {
  load: ListedSymbolsLoader;
  ttlMs?: number;
  budgetMs?: number;
  retryMs?: number;
  maxStaleMs?: number;
  now?: () => number;
}

export interface ListedSymbolsCache {
  /**
   * The keys (`listedSymbolKey`) of a market's listed symbols, or null when no usable list is known. Warm, this
   * is the kept Set (no call); stale, the kept Set while one refresh runs in the background; cold, the first
   * load, waited for at most the budget.
   */
  keys(market: MarketKind): Promise<ReadonlySet<string> | null>;
}

interface Entry {
  keys: ReadonlySet<string> | null;
  /** When `keys` was loaded. */
  loadedAt: number;
  /** When the last load started (-Infinity: never). */
  triedAt: number;
  /** The load running now, if any: settles (never rejects) by the budget. */
  running: Promise<void> | null;
}

/** The keys of the symbols of `market` in a loaded list; null when it holds none (an empty or foreign list is no list). */
function keysOf(market: MarketKind, list: readonly MarketSymbol[] | null): ReadonlySet<string> | null {
  if (!Array.isArray(list)) return null;
  const keys = new Set(list.filter((s) => s?.market === market && typeof s.symbol === 'string' && s.symbol !== '').map(listedSymbolKey));
  return keys.size > 0 ? keys : null;
}

/**
 * A process-wide cache of the listed symbols per market (decision 1431): time-to-live, stale-while-revalidate,
 * never more than one load per market at once, each load bounded by the budget; a failed load keeps the last good
 * list (until it is `maxStaleMs` old) and is retried after `retryMs`.
 */
export function createListedSymbolsCache(options: ListedSymbolsCacheOptions): ListedSymbolsCache {
  const {
    load,
    ttlMs = LISTED_SYMBOLS_TTL_MS,
    budgetMs = LISTED_SYMBOLS_BUDGET_MS,
    retryMs = LISTED_SYMBOLS_RETRY_MS,
    maxStaleMs = LISTED_SYMBOLS_MAX_STALE_MS,
    now = Date.now,
  } = options;
  const entries = new Map<MarketKind, Entry>();

  const refresh = (market: MarketKind, entry: Entry): Promise<void> => {
    entry.triedAt = now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new DOMException(`Listed symbols not loaded within ${budgetMs} ms`, 'TimeoutError'));
        resolve(null);
      }, budgetMs);
      (timer as { unref?: () => void }).unref?.();
    });
    let loaded: Promise<readonly MarketSymbol[] | null>;
    try {
      loaded = Promise.resolve(load(market, controller.signal)).catch(() => null);
    } catch {
      loaded = Promise.resolve(null);
    }
    entry.running = Promise.race([loaded, expired])
      .then((list) => {
        const keys = keysOf(market, list);
        if (keys !== null) {
          entry.keys = keys;
          entry.loadedAt = now();
        }
      })
      .finally(() => {
        clearTimeout(timer);
        entry.running = null;
      });
    return entry.running;
  };

  return {
    async keys(market) {
      let entry = entries.get(market);
      if (!entry) {
        entry = { keys: null, loadedAt: -Infinity, triedAt: -Infinity, running: null };
        entries.set(market, entry);
      }
      const at = now();
      const age = at - entry.loadedAt;
      if (entry.keys !== null && age < ttlMs) return entry.keys;
      const mayLoad = entry.running === null && at - entry.triedAt >= retryMs;
      if (entry.keys !== null && age < maxStaleMs) {
        if (mayLoad) void refresh(market, entry);
        return entry.keys;
      }
      // Cold (or too stale to trust): wait for the one load, unless one failed just now.
      const running = entry.running ?? (mayLoad ? refresh(market, entry) : null);
      if (running) await running;
      return entry.keys !== null && now() - entry.loadedAt < maxStaleMs ? entry.keys : null;
    },
  };
}

/** The process's listed symbols, through the server's exchange client (the sandbox answers it when no exchange is set). */
const loadFromExchange: ListedSymbolsLoader = async (market, signal) => {
  const client = createServerExchangeClient({ fetch: exchangeFetch, origin: exchangeBaseUrl(), deadline: signal });
  const result = await client.callResult('marketSymbols', { market });
  return result.ok ? result.data : null;
};

const processCache = createListedSymbolsCache({ load: loadFromExchange });

/**
 * True when the proxy should answer a locale-stripped path 404 because it is a trade path of the right shape whose
 * symbol is not listed (decision 1431). Any other path answers false at once, without touching the cache; a trade
 * path answers false while no list is known (the page decides).
 */
export async function isUnlistedTradePath(pathWithoutLocale: string, cache: ListedSymbolsCache = processCache): Promise<boolean> {
  const market = tradeMarketOf(pathWithoutLocale);
  if (market === null) return false;
  return isUnlistedSymbolPath(pathWithoutLocale, await cache.keys(market));
}
