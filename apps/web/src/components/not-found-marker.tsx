'use client';
import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether a 404 view is on screen, for the chrome (issue 14 item 6: the welcome popup stays off the 404 view). The
 * path tells the chrome about paths no page serves (`isUnknownPagePath`); a page that renders the 404 view for a
 * path of the right shape (an unlisted pair, decision 1431) says so by mounting `NotFoundMarker`. Browser state only:
 * the server snapshot is always false, and the popup opens after hydration anyway.
 */
let mounted = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered by the 404 view: counts itself while mounted. */
export function NotFoundMarker(): null {
  useLayoutEffect(() => {
    mounted += 1;
    emit();
    return () => {
      mounted -= 1;
      emit();
    };
  }, []);
  return null;
}

/** True while a 404 view is mounted. */
export function useNotFoundViewShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}
