'use client';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getWidth = () => window.innerWidth;
const getServerWidth = (): number | undefined => undefined;

/** The viewport width in px; `undefined` during the server render and hydration. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore<number | undefined>(subscribe, getWidth, getServerWidth);
}
