import type { MicroAppProps } from '../contract';

/** The props whose change calls a mounted micro-app's `update` (issue 11 item 1): locale, prefix, theme, limit flags. */
export const WATCHED_PROPS = ['locale', 'languagePrefix', 'theme', 'limitFlags', 'extra'] as const;
export type WatchedProp = (typeof WATCHED_PROPS)[number];

const sameFlags = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
};

/** The watched props that differ between two renders (flags and extras compared by value, not identity). */
export function changedProps(previous: MicroAppProps, next: MicroAppProps): WatchedProp[] {
  return WATCHED_PROPS.filter((key) => {
    const a = previous[key];
    const b = next[key];
    if (typeof a === 'object' && typeof b === 'object') return !sameFlags(a, b);
    return a !== b;
  });
}
