/**
 * Spec 03 §9 "Index database defaults: name gateio_db, store gate_table, version 1672531, expiry in minutes"
 * (decision 1861): the one client database, its one store, its schema version, and how long a cached answer is used.
 */
export const INDEX_DATABASE = {
  name: 'gateio_db',
  store: 'gate_table',
  /** The IndexedDB schema version (a newer app with a new store layout raises it). */
  version: 1672531,
} as const;

/** A cached value with when it was written, when it expires and the shape version of its data. */
export interface CacheEntry<T = unknown> {
  /** Which shape of data this is (`CACHE_DATA_VERSION` when written): an older shape is never read. */
  v: number;
  /** Written at (ms since the epoch). */
  at: number;
  /** Expires at (ms since the epoch). */
  exp: number;
  data: T;
}

/** The data shape version of every entry; raise it when a cached answer's shape changes. */
export const CACHE_DATA_VERSION = 1;

/** `expiryMinutes` in the spec's unit; negative, zero or non-finite expiries cache nothing. */
export function cacheEntry<T>(data: T, now: number, expiryMinutes: number): CacheEntry<T> | null {
  if (!Number.isFinite(expiryMinutes) || expiryMinutes <= 0 || !Number.isFinite(now)) return null;
  return { v: CACHE_DATA_VERSION, at: now, exp: now + expiryMinutes * 60_000, data };
}

/**
 * The entry's data when it is an entry of this data version that has not expired at `now` (and was not written in
 * the future: a clock set back must not keep an answer for ever); else null.
 */
export function freshCacheData(entry: unknown, now: number): unknown {
  if (typeof entry !== 'object' || entry === null) return null;
  const { v, at, exp } = entry as Partial<CacheEntry>;
  if (v !== CACHE_DATA_VERSION || typeof at !== 'number' || typeof exp !== 'number') return null;
  if (!(now >= at && now < exp)) return null;
  return (entry as CacheEntry).data ?? null;
}
