import type { Clock } from './clock';

/** Spec 02 §9: symbol search waits 1000 ms after typing stops. */
export const SYMBOL_SEARCH_DELAY_MS = 1000;

export interface DebouncedSearch {
  /** The user typed; the search runs 1000 ms after the last call. */
  input(query: string): void;
  cancel(): void;
}

/**
 * Debounces symbol search: only the last query typed within the delay is searched, and results of an
 * older query that arrive late are dropped.
 */
export function createDebouncedSearch<T>(
  clock: Clock,
  search: (query: string, done: (results: T) => void) => void,
  onResults: (query: string, results: T) => void,
  delay = SYMBOL_SEARCH_DELAY_MS,
): DebouncedSearch {
  let handle: unknown;
  let latest = 0;
  return {
    input(query) {
      if (handle !== undefined) clock.clearTimeout(handle);
      const id = ++latest;
      handle = clock.setTimeout(() => {
        handle = undefined;
        search(query.trim(), (results) => {
          if (id === latest) onResults(query.trim(), results);
        });
      }, delay);
    },
    cancel() {
      if (handle !== undefined) clock.clearTimeout(handle);
      handle = undefined;
      latest++;
    },
  };
}
