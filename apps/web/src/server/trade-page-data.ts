import 'server-only';
import type { MarketKind, MarketSymbol } from '@exchange/api';
import { loadListedSymbols } from '@exchange/chart/server';
import type { SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { cache } from 'react';
import { publishListedSymbols } from './listed-symbols-cache';
import { getRequestContext } from './request-context';
import { serverClient } from './server-client';
import { buildSiteContext } from './site-context';

// The trade pages' request wiring only (decision 0414): the chart library's server entry holds the rules.

/** The listed symbols of a market for this request (metadata and page share one call); null when unavailable. */
export const listedSymbols = cache(async (market: MarketKind): Promise<MarketSymbol[] | null> => {
  const list = await loadListedSymbols(serverClient(await getRequestContext()), market);
  // The proxy answers unlisted pairs 404 from the last list a page loaded (decision 1431).
  publishListedSymbols(market, list);
  return list;
});

/** The site context the trade view takes, from this request (the same one the site chrome gets). */
export async function tradeSiteContext(site: SiteKey, locale: string): Promise<SiteContext> {
  return buildSiteContext(site, locale, await getRequestContext());
}
