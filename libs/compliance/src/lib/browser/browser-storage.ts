import { parseCookieHeader } from '@exchange/api';
import { cookieText, isHttpsProtocol } from '@exchange/site-config';
import type { StorageKeyRef } from '../rules/storage-keys';
import type { StorageArea, StorageWrite, StoredValues } from '../rules/stored-values';

/** The browser objects the helpers touch (injected in tests; default `globalThis`). */
export interface BrowserStorageEnv {
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  document?: { cookie: string };
  location?: { protocol: string };
}

const browser = (): BrowserStorageEnv => (typeof window === 'undefined' ? {} : window);

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/** Read the given keys from local storage, session storage and cookies (the api's one cookie parser) into `StoredValues`. Blocked storage reads as absent. */
export function readBrowserStorage(keys: readonly StorageKeyRef[], env: BrowserStorageEnv = browser()): StoredValues {
  const cookies = parseCookieHeader(safely(() => env.document?.cookie ?? '', ''));
  const out: Record<StorageArea, Record<string, string>> = { local: {}, session: {}, cookie: {} };
  for (const { storage, key } of keys) {
    const value =
      storage === 'cookie'
        ? cookies[key]
        : safely(() => (storage === 'local' ? env.localStorage : env.sessionStorage)?.getItem(key) ?? undefined, undefined);
    if (typeof value === 'string') out[storage][key] = value;
  }
  return out;
}

/** Store one value where the rule said, for as long as it said (cookies by site-config's one cookie rule: Max-Age, Path=/, SameSite=Lax, Secure on https). Failures are swallowed. */
export function applyStorageWrite(write: StorageWrite, env: BrowserStorageEnv = browser()): void {
  safely(() => {
    if (write.storage === 'local') env.localStorage?.setItem(write.storageKey, write.value);
    else if (write.storage === 'session') env.sessionStorage?.setItem(write.storageKey, write.value);
    else if (env.document) {
      const maxAge = write.ttlMs === null ? {} : { maxAge: Math.round(write.ttlMs / 1000) };
      const text = cookieText(write.storageKey, write.value, { ...maxAge, secure: isHttpsProtocol(env.location?.protocol) });
      if (text !== null) env.document.cookie = text;
    }
  }, undefined);
}
