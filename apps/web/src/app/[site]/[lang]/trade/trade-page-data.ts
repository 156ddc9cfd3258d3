import 'server-only';
import { isLoggedInFromCookies, parseCookieHeader, type MarketKind, type MarketSymbol } from '@exchange/api';
import { loadListedSymbols } from '@exchange/chart/server';
import { SITE_KEYS, siteOrigin, type SiteKey } from '@exchange/site-config';
import type { SiteContext } from '@exchange/ui';
import { cache } from 'react';
import { isInAppWebview } from '../../../../server/in-app-webview';
import { getRequestContext } from '../../../../server/request-context';
import { serverClient } from '../../../../server/server-client';

// The trade pages' request wiring only (decision 0414): the chart library's server entry holds the rules.

/** The listed symbols of a market for this request (metadata and page share one call); null when unavailable. */
export const listedSymbols = cache(async (market: MarketKind): Promise<MarketSymbol[] | null> =>
  loadListedSymbols(serverClient(await getRequestContext()), market),
);

/** The site context the trade view takes, from this request. */
export async function tradeSiteContext(site: SiteKey, locale: string): Promise<SiteContext> {
  const ctx = await getRequestContext();
  const cookies = parseCookieHeader(ctx.cookieHeader);
  const isLoggedIn = isLoggedInFromCookies(cookies);
  const siteHosts = process.env['SITE_HOSTS'];
  let nickname: string | null = null;
  try {
    nickname = cookies['nickname'] ? decodeURIComponent(cookies['nickname']) : null;
  } catch {
    nickname = cookies['nickname'] ?? null;
  }
  return {
    site,
    locale,
    user: { isLoggedIn, uid: isLoggedIn ? (cookies['uid'] ?? null) : null, nickname: isLoggedIn ? nickname : null },
    theme: ctx.theme,
    pathname: ctx.pathname,
    search: ctx.search,
    siteOrigins: Object.fromEntries(SITE_KEYS.map((key) => [key, siteOrigin(key, { requestOrigin: ctx.origin, siteHosts })])) as Record<
      SiteKey,
      string
    >,
    inAppWebview: isInAppWebview(ctx.userAgent),
  };
}
