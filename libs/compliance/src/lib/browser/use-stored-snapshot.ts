'use client';
import { useEffect, useState } from 'react';
import type { StorageKeyRef } from '../rules/storage-keys';
import type { StoredValues } from '../rules/stored-values';
import { readBrowserStorage } from './browser-storage';

/** Stored values and the time they were read, for the path they were read on. */
export interface StoredSnapshot {
  path: string;
  stored: StoredValues;
  now: number;
}

/**
 * Browser storage the overlay rules read (local, session, cookies), read after hydration and again on every
 * client navigation; null during the server render (no storage there: no overlay is decided).
 * `keys` must be stable between renders (memoize it).
 */
export function useStoredSnapshot(keys: readonly StorageKeyRef[], path: string): StoredSnapshot | null {
  const [snapshot, setSnapshot] = useState<StoredSnapshot | null>(null);
  useEffect(() => {
    setSnapshot({ path, stored: readBrowserStorage(keys), now: Date.now() });
  }, [keys, path]);
  return snapshot;
}

/** One value of the local storage (null when absent or blocked). */
export function readLocalValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
