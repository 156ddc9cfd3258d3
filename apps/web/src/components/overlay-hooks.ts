'use client';
import { readBrowserStorage, type StorageKeyRef, type StoredValues } from '@exchange/compliance';
import type { SiteKey } from '@exchange/site-config';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { overlayDestination, sitePath } from '../lib/overlay-navigation';

/** The current page's path without the locale prefix (follows client navigations, unlike the server's shell data). */
export function useSitePath(site: SiteKey): string {
  return sitePath(site, usePathname());
}

/** Navigation for overlay buttons: internal paths in the visitor's locale through the router, allowed absolute URLs by a page load. */
export function useOverlayNavigate(site: SiteKey, locale: string): (to: string) => void {
  const router = useRouter();
  return useCallback(
    (to: string) => {
      const destination = overlayDestination(site, locale, to);
      if (destination.kind === 'internal') router.push(destination.href);
      else window.location.assign(destination.href);
    },
    [router, site, locale],
  );
}

/** Stored values and the time they were read, for the path they were read on. */
export interface StoredSnapshot {
  path: string;
  stored: StoredValues;
  now: number;
}

/**
 * Browser storage the overlay rules read (local, session, cookies), read after hydration and again on
 * every client navigation; null during the server render (no storage there: no overlay is decided).
 * `keys` must be stable between renders (memoize it).
 */
export function useStoredSnapshot(keys: readonly StorageKeyRef[], path: string): StoredSnapshot | null {
  const [snapshot, setSnapshot] = useState<StoredSnapshot | null>(null);
  useEffect(() => {
    setSnapshot({ path, stored: readBrowserStorage(keys), now: Date.now() });
  }, [keys, path]);
  return snapshot;
}

/** One value of the session storage (null when absent, blocked or before hydration). */
export function readSessionFlag(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** One value of the local storage (null when absent or blocked). */
export function readLocalValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
