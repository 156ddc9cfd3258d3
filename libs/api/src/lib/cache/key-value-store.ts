import { openDB, type IDBPDatabase } from 'idb';
import { INDEX_DATABASE } from '../rules/cache-entry';

/** The few operations the client cache needs; never rejects (a failing store behaves as an empty one). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Which store answers: 'indexeddb', or 'memory' (no IndexedDB, or it failed: private mode, quota, a newer version). */
  kind(): 'indexeddb' | 'memory';
}

/** A store in this page's memory: the fallback, and the tests' store. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => (map.has(key) ? structuredClone(map.get(key)) : undefined),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    delete: async (key) => {
      map.delete(key);
    },
    kind: () => 'memory',
  };
}

export type OpenDatabase = (name: string, version: number, store: string) => Promise<IDBPDatabase>;

/** Opens the spec's database with `idb`, creating its one store on first use. */
export const openIndexDatabase: OpenDatabase = (name, version, store) =>
  openDB(name, version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
    },
  });

export interface IndexedDbStoreOptions {
  name?: string;
  store?: string;
  version?: number;
  /** Test seam: how the database is opened (default `idb`'s openDB, when the browser has `indexedDB`). */
  open?: OpenDatabase | null;
  /** Told once when the store falls back to memory (the app reports it to monitoring). */
  onFallback?: (error: unknown) => void;
}

/**
 * The spec 03 §9 database (`gateio_db`, store `gate_table`, version 1672531) through `idb` (decision 1861). Where
 * IndexedDB is missing, refuses to open (Firefox private windows, a blocked or newer database) or fails later
 * (quota, a closed connection), the store falls back to memory for the rest of the page, so callers never see an error.
 */
export function indexedDbStore(options: IndexedDbStoreOptions = {}): KeyValueStore {
  const name = options.name ?? INDEX_DATABASE.name;
  const storeName = options.store ?? INDEX_DATABASE.store;
  const version = options.version ?? INDEX_DATABASE.version;
  const open = options.open === undefined ? (typeof indexedDB === 'undefined' ? null : openIndexDatabase) : options.open;
  const memory = memoryStore();
  let failed = open === null;
  let db: Promise<IDBPDatabase> | null = null;

  const fallBack = (error: unknown) => {
    if (!failed) options.onFallback?.(error);
    failed = true;
  };
  const database = (): Promise<IDBPDatabase> => (db ??= (open as OpenDatabase)(name, version, storeName));
  const run = async <T>(indexed: (d: IDBPDatabase) => Promise<T>, inMemory: () => Promise<T>): Promise<T> => {
    if (failed) return inMemory();
    try {
      return await indexed(await database());
    } catch (error) {
      fallBack(error);
      return inMemory();
    }
  };

  return {
    get: (key) =>
      run(
        (d) => d.get(storeName, key) as Promise<unknown>,
        () => memory.get(key),
      ),
    set: (key, value) =>
      run(
        async (d) => {
          await d.put(storeName, value, key);
        },
        () => memory.set(key, value),
      ),
    delete: (key) =>
      run(
        (d) => d.delete(storeName, key),
        () => memory.delete(key),
      ),
    kind: () => (failed ? 'memory' : 'indexeddb'),
  };
}
