import { isLoggedInFromCookies, parseCookieHeader, type MarketKind, type MarketSymbol } from '@exchange/api';
import { localizeHref, localizePath } from '@exchange/i18n';
import { siteOrigin, type SiteKey } from '@exchange/site-config';
import { cache } from 'react';
import { loginLinkFor, pairLabel } from '../../../../components/trade-data';
import type { TradeLabels } from '../../../../components/trade-view';
import { tradeMessages } from '../../../../messages';
import { getRequestContext } from '../../../../server/request-context';
import { serverClient } from '../../../../server/server-client';
import { getServerIntl } from '../../../../server/server-intl';

/**
 * The listed symbols of a market for this request (metadata and page share one call), or null when the
 * list could not be loaded (the page then accepts any well-formed symbol; decision 0413).
 */
export const loadListedSymbols = cache(async (market: MarketKind): Promise<MarketSymbol[] | null> => {
  const ctx = await getRequestContext();
  const result = await serverClient(ctx).callResult('marketSymbols', { market });
  return result.ok ? result.data : null;
});

/** Login state and the login/signup links of a trade page, each bringing the user back to `path`. */
export async function tradeAccess(site: SiteKey, locale: string, path: string) {
  const ctx = await getRequestContext();
  const usLoginOrigin = siteOrigin('us', { requestOrigin: ctx.origin, siteHosts: process.env['SITE_HOSTS'] });
  const back = localizePath(site, locale, path);
  const link = (target: '/login' | '/signup') =>
    loginLinkFor(localizeHref({ site, locale, path: target, usLoginOrigin }), back, ctx.origin);
  return { isLoggedIn: isLoggedInFromCookies(parseCookieHeader(ctx.cookieHeader)), loginHref: link('/login'), signupHref: link('/signup') };
}

/**
 * The page's texts with values, formatted on the server (the browser bundle formats compiled catalogs
 * only): the h1, the market line and the quick-order buttons.
 */
export async function tradeLabels(locale: string, symbol: MarketSymbol): Promise<TradeLabels> {
  const intl = await getServerIntl(locale);
  const pair = pairLabel(symbol);
  return {
    heading: symbol.market === 'futures' ? intl.formatMessage(tradeMessages.futuresHeading, { contract: pair }) : pair,
    subtitle:
      symbol.market === 'futures'
        ? intl.formatMessage(tradeMessages.futuresMarket, { unit: symbol.settle.toUpperCase() })
        : intl.formatMessage(tradeMessages.spotMarket),
    buy: intl.formatMessage(tradeMessages.buy, { base: symbol.base }),
    sell: intl.formatMessage(tradeMessages.sell, { base: symbol.base }),
  };
}
