import type { IDBPDatabase } from 'idb';
import { indexedDbStore, memoryStore, openIndexDatabase, type OpenDatabase } from './key-value-store';

const openDB = jest.fn();
jest.mock('idb', () => ({ openDB: (...args: unknown[]) => openDB(...args) }));

/** An in-memory stand-in for idb's database (fake-indexeddb is not installed): get, put and delete on one store. */
function fakeDatabase(fail: Partial<Record<'get' | 'put' | 'delete', Error>> = {}) {
  const rows = new Map<string, unknown>();
  const db = {
    get: jest.fn(async (_store: string, key: string) => {
      if (fail.get) throw fail.get;
      return rows.get(key);
    }),
    put: jest.fn(async (_store: string, value: unknown, key: string) => {
      if (fail.put) throw fail.put;
      rows.set(key, value);
    }),
    delete: jest.fn(async (_store: string, key: string) => {
      if (fail.delete) throw fail.delete;
      rows.delete(key);
    }),
  };
  return { db, rows, open: jest.fn(async () => db as unknown as IDBPDatabase) satisfies OpenDatabase };
}

describe('memoryStore', () => {
  it('keeps copies, not references', async () => {
    const store = memoryStore();
    const value = { list: ['BTC_USDT'] };
    await store.set('k', value);
    value.list.push('ETH_USDT');
    expect(await store.get('k')).toEqual({ list: ['BTC_USDT'] });
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
    expect(store.kind()).toBe('memory');
  });
});

describe('indexedDbStore (spec 03 §9 database, decision 1861)', () => {
  it('opens gateio_db version 1672531 and keeps rows in gate_table', async () => {
    const { db, open, rows } = fakeDatabase();
    const store = indexedDbStore({ open });
    await store.set('marketSymbols:spot', { v: 1 });
    expect(await store.get('marketSymbols:spot')).toEqual({ v: 1 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('gateio_db', 1672531, 'gate_table');
    expect(db.put).toHaveBeenCalledWith('gate_table', { v: 1 }, 'marketSymbols:spot');
    expect(rows.size).toBe(1);
    expect(store.kind()).toBe('indexeddb');
  });

  it('uses memory where the browser has no IndexedDB (open: null), without a fallback report', async () => {
    const onFallback = jest.fn();
    const store = indexedDbStore({ open: null, onFallback });
    await store.set('k', 1);
    expect(await store.get('k')).toBe(1);
    expect(store.kind()).toBe('memory');
    expect(onFallback).not.toHaveBeenCalled();
  });

  it.each([
    ['open refused (Firefox private window)', { open: 'InvalidStateError' }],
    ['a newer database version', { open: 'VersionError' }],
    ['a write over quota', { put: 'QuotaExceededError' }],
  ] as const)('%s: falls back to memory for the page, reports once, never rejects', async (_label, failure) => {
    const onFallback = jest.fn();
    const fake = fakeDatabase('put' in failure ? { put: new DOMException('quota', failure.put) } : {});
    const open: OpenDatabase =
      'open' in failure ? jest.fn(async () => Promise.reject(new DOMException('refused', failure.open))) : fake.open;
    const store = indexedDbStore({ open, onFallback });
    await expect(store.set('k', 'v')).resolves.toBeUndefined();
    await store.set('k2', 'v2');
    expect(await store.get('k')).toBe('v');
    expect(await store.get('k2')).toBe('v2');
    expect(store.kind()).toBe('memory');
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('a read that throws is a miss', async () => {
    const fake = fakeDatabase({ get: new DOMException('closed', 'InvalidStateError') });
    const store = indexedDbStore({ open: fake.open });
    expect(await store.get('k')).toBeUndefined();
    expect(store.kind()).toBe('memory');
  });
});

describe('openIndexDatabase', () => {
  it('creates the store on upgrade, once', async () => {
    const createObjectStore = jest.fn();
    openDB.mockImplementation(async (_name: string, _version: number, { upgrade }: { upgrade: (db: unknown) => void }) => {
      upgrade({ objectStoreNames: { contains: () => false }, createObjectStore });
      upgrade({ objectStoreNames: { contains: () => true }, createObjectStore });
      return {};
    });
    await openIndexDatabase('gateio_db', 1672531, 'gate_table');
    expect(openDB).toHaveBeenCalledWith('gateio_db', 1672531, expect.any(Object));
    expect(createObjectStore).toHaveBeenCalledTimes(1);
    expect(createObjectStore).toHaveBeenCalledWith('gate_table');
  });
});
