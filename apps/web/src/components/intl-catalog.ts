'use client';
import { loadMessages, type Messages } from '@exchange/i18n';
import { use } from 'react';

/**
 * Where the client's IntlProvider gets its messages (issue 14, decision 1510): normally the locale's static catalog
 * file (cached by the browser, preloaded by the layout), so the page's HTML does not carry the catalog; inline only
 * when a request changes it (the `__sm_k__` translation-key debug modes).
 */
export type CatalogSource = { locale: string; href: string } | { messages: Messages };

const catalogs = new Map<string, Promise<Messages>>();

async function fetchCatalog(href: string): Promise<Messages> {
  // One retry: a failed catalog would leave the page without text, and it is the same static file.
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      if (attempt > 0) throw error;
    }
  }
}

function loadCatalog(source: { locale: string; href: string }): Promise<Messages> {
  // Server rendering reads the same catalog the server built for the file (one per process); the browser
  // fetches the file, which the layout's preload has usually fetched already. (`typeof window` is a constant in
  // each bundle, so the browser's bundle drops this branch and, with it, `loadMessages` and the catalogs.)
  if (typeof window === 'undefined') return loadMessages(source.locale);
  return fetchCatalog(source.href);
}

/** The messages of a source; suspends (server render and hydration wait) until the catalog is loaded. */
export function useCatalog(source: CatalogSource): Messages {
  if ('messages' in source) return source.messages;
  let catalog = catalogs.get(source.href);
  if (!catalog) {
    catalog = loadCatalog(source);
    catalogs.set(source.href, catalog);
  }
  return use(catalog);
}
