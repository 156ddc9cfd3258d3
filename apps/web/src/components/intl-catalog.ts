'use client';
import { loadMessages, type Messages } from '@exchange/i18n';
import { use } from 'react';
import { CATALOG_FETCH_GLOBAL, type CatalogFetch } from '@/lib/catalog-fetch-script';

/**
 * Where the client's IntlProvider gets its messages (issue 14, decision 1510): normally the locale's static catalog
 * file (cached by the browser, fetched by the layout's inline script after the first frame: decision 1953), so the
 * page's HTML does not carry the catalog; inline only
 * when a request changes it (the `__sm_k__` translation-key debug modes).
 */
export type CatalogSource = { locale: string; href: string } | { messages: Messages };

const catalogs = new Map<string, Promise<Messages>>();

/** The browser's fetch of a catalog file: the layout script's one (decision 1953), or a fetch of its own without it. */
function fetchCatalog(href: string): Promise<Messages> {
  const shared = (window as unknown as Record<string, CatalogFetch | undefined>)[CATALOG_FETCH_GLOBAL];
  if (typeof shared === 'function') return shared(href) as Promise<Messages>;
  return fetch(href).then((response) => response.json() as Promise<Messages>);
}

/**
 * Server rendering reads the same catalog the server built for the file (one per process); the browser fetches the
 * file, which the layout's script has usually started already. (`typeof window` is a constant in each bundle, so
 * the browser's bundle drops the first branch and, with it, `loadMessages` and the catalogs.) A failed fetch
 * rejects, as a failed script chunk does (Next's error page): without its catalog the page has no text to show.
 */
const loadCatalog = (source: { locale: string; href: string }): Promise<Messages> =>
  // A non-JSON answer (the route's 404 text, an HTML error page) rejects in `json()`.
  typeof window === 'undefined' ? loadMessages(source.locale) : fetchCatalog(source.href);

/** The messages of a source; suspends (server render and hydration wait) until the catalog is loaded. */
export function useCatalog(source: CatalogSource): Messages {
  if ('messages' in source) return source.messages;
  let catalog = catalogs.get(source.href);
  if (!catalog) catalogs.set(source.href, (catalog = loadCatalog(source)));
  return use(catalog);
}
