/** A query as the app has it: a search string, URLSearchParams, or Next's `searchParams` record. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>> | null | undefined;

/** The first value of a query parameter, or null. Never throws. */
export function queryValue(query: QueryInput, name: string): string | null {
  if (query === null || query === undefined) return null;
  if (typeof query === 'string') {
    try {
      return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get(name);
    } catch {
      return null;
    }
  }
  if (query instanceof URLSearchParams) return query.get(name);
  if (typeof query !== 'object') return null;
  const value = Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/**
 * Console logging is on when the query has `debug=1` or the locally stored flag is `1`
 * (spec 03 §2 Debug). `localFlag` is the raw stored string (e.g. localStorage `debug`).
 */
export function isDebugEnabled({ query, localFlag }: { query?: QueryInput; localFlag?: string | null }): boolean {
  return queryValue(query, 'debug') === '1' || (typeof localFlag === 'string' && localFlag.trim() === '1');
}

/** The translation-key debugging display mode: `__sm_k__=1` or `2` switches it on; anything else is null. */
export function translationKeyDebugMode(query: QueryInput): 1 | 2 | null {
  const value = queryValue(query, '__sm_k__');
  return value === '1' ? 1 : value === '2' ? 2 : null;
}
