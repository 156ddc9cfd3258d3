/** Where a dismissal is remembered. */
export type StorageArea = 'local' | 'session' | 'cookie';

/** Raw stored values, as read from each storage area (strings, never parsed by the caller). */
export interface StoredValues {
  local?: Readonly<Record<string, string | null | undefined>>;
  session?: Readonly<Record<string, string | null | undefined>>;
  cookie?: Readonly<Record<string, string | null | undefined>>;
}

/** What to store, where and for how long. `ttlMs: null` means "for the life of that storage area". */
export interface StorageWrite {
  storageKey: string;
  value: string;
  ttlMs: number | null;
  storage: StorageArea;
}
