import type { EndpointKind } from '../endpoints/endpoint-kind';

/** The helpers' data prefix when the app configures none (decision 0200). */
export const DEFAULT_DATA_PREFIX = '/api/web/v1';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Where a declared path lives (decision 0201): an absolute path (`/...`) is used as it is; a relative
 * helper path (`welfare/newbiePrizePop`) gets the data prefix. A relative default path is made absolute.
 */
export const resolveEndpointPath = (path: string, kind: EndpointKind, dataPrefix: string = DEFAULT_DATA_PREFIX): string => {
  if (path.startsWith('/')) return path;
  if (kind !== 'helper') return `/${path}`;
  const prefix = dataPrefix.replace(/\/+$/, '');
  return prefix === '' ? `/${path}` : `${prefix.startsWith('/') ? '' : '/'}${prefix}/${path}`;
};

/** The `:name` parameters of a path template, in order. */
export const pathParamNames = (template: string): string[] => [...template.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');

/**
 * Fills `:name` parameters from `values` (URL-encoded) and returns the other fields. A missing or empty
 * parameter gives null: the call is not made and its fallback is used.
 */
export const fillPathParams = <T extends Record<string, unknown>>(
  template: string,
  values: T,
): { path: string; rest: Record<string, unknown> } | null => {
  const rest: Record<string, unknown> = { ...values };
  let missing = false;
  const path = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    const text = String(value);
    if (text === '') missing = true;
    return encodeURIComponent(text);
  });
  return missing ? null : { path, rest };
};

/** Serialises a query; keys are sorted so equal inputs give equal URLs (and share one de-dup entry). */
export const encodeQuery = (query: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      params.append(name, value.map(String).join(','));
    } else {
      params.append(name, String(value));
    }
  }
  return params.toString();
};

/** `baseUrl` + path + query. An empty base keeps the URL relative (same origin in the browser). */
export const buildUrl = (baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string => {
  const base = baseUrl.replace(/\/+$/, '');
  const search = encodeQuery(query);
  return `${base}${path}${search === '' ? '' : `?${search}`}`;
};
