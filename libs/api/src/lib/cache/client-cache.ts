import { reportEvent } from '@exchange/monitoring';
import * as z from 'zod/mini';
import { cacheEntry, freshCacheData } from '../rules/cache-entry';
import { marketSymbolSchema, type MarketKind, type MarketSymbol } from '../schemas/market';
import { indexedDbStore, type KeyValueStore } from './key-value-store';

/**
 * A client cache of API answers over a key-value store (decision 1861): an answer is written with its expiry in
 * minutes and read back only while fresh and only when the call's schema still accepts it (an app release that
 * changed the shape, or a tampered entry, is a miss and is deleted). Never rejects.
 */
export interface ClientCache {
  read<T>(key: string, schema: z.ZodMiniType<T>): Promise<T | null>;
  write(key: string, data: unknown, expiryMinutes: number): Promise<void>;
  /** 'indexeddb', or 'memory' once IndexedDB was missing or failed. */
  kind(): 'indexeddb' | 'memory';
}

export function createClientCache(store: KeyValueStore, now: () => number = Date.now): ClientCache {
  return {
    async read(key, schema) {
      const stored = await store.get(key);
      if (stored === undefined) return null;
      const parsed = z.safeParse(schema, freshCacheData(stored, now()));
      if (parsed.success && parsed.data !== null) return parsed.data;
      await store.delete(key);
      return null;
    },
    async write(key, data, expiryMinutes) {
      const entry = cacheEntry(data, now(), expiryMinutes);
      if (entry) await store.set(key, entry);
    },
    kind: () => store.kind(),
  };
}

/** Monitoring event when the page's cache falls back to memory (IndexedDB missing or failing). */
export const CLIENT_CACHE_FALLBACK_EVENT = 'client_cache_fallback';

let browserCache: ClientCache | null = null;

/** The page's one cache on the spec's IndexedDB database (memory where IndexedDB is missing or fails). */
export function browserClientCache(): ClientCache {
  browserCache ??= createClientCache(
    indexedDbStore({
      onFallback: (error) =>
        reportEvent(CLIENT_CACHE_FALLBACK_EVENT, { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
    }),
  );
  return browserCache;
}

/**
 * The cached symbol list (decision 1861): the chart resolves its symbol from it on a repeat visit without waiting for
 * `marketSymbols`, which still runs and refreshes it. Listings change by the day; half an hour keeps a new listing's
 * delay short (a symbol missing from the cached list waits for the fresh one).
 */
export const SYMBOL_LIST_CACHE = { expiryMinutes: 30, key: (market: MarketKind) => `marketSymbols:${market}` } as const;

const symbolListSchema = z.array(marketSymbolSchema);

export const readCachedSymbols = (cache: ClientCache, market: MarketKind): Promise<MarketSymbol[] | null> =>
  cache.read(SYMBOL_LIST_CACHE.key(market), symbolListSchema);

/** Writes a non-empty list (an empty list is a fallback, never cached). */
export const writeCachedSymbols = async (cache: ClientCache, market: MarketKind, symbols: readonly MarketSymbol[]): Promise<void> => {
  if (symbols.length > 0) await cache.write(SYMBOL_LIST_CACHE.key(market), symbols, SYMBOL_LIST_CACHE.expiryMinutes);
};
