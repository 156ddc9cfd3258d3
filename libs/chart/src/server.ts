import 'server-only';
import type { ExchangeClient, MarketKind, MarketSymbol } from '@exchange/api';
import type { IntlShape } from '@formatjs/intl';
import type { TradeLabels } from './lib/layer/trade-view';
import { tradeMessages } from './lib/messages';
import { pairLabel, resolveFuturesContract, resolveSpotPair, type PairResolution } from './lib/rules/trade-data';

// `@exchange/chart/server`: the trade pages' server wiring (decision 0414). The app passes its server client
// and its server intl in; this entry never imports the app.

export { pairLabel };
export type { PairResolution, TradeLabels };

/** What the server wiring needs of a client: one call with its result (never rejects). */
export type TradeServerClient = Pick<ExchangeClient, 'callResult'>;

/**
 * The listed symbols of a market, or null when the list could not be loaded (the page then accepts any
 * well-formed symbol: an outage must not turn every market into a 404; decision 0413).
 */
export async function loadListedSymbols(client: TradeServerClient, market: MarketKind): Promise<MarketSymbol[] | null> {
  const result = await client.callResult('marketSymbols', { market });
  return result.ok ? result.data : null;
}

/** A trade page's route: `/trade/{pair}` or `/futures/{unit}/{contract}`. */
export type TradeRoute = { market: 'spot'; pair: string } | { market: 'futures'; unit: string; contract: string };

/** The route against the listed symbols (`listed` from `loadListedSymbols`): render, redirect to the canonical path, or 404. */
export function resolveTradeRoute(route: TradeRoute, listed: readonly MarketSymbol[] | null): PairResolution {
  return route.market === 'spot' ? resolveSpotPair(route.pair, listed) : resolveFuturesContract(route.unit, route.contract, listed);
}

/**
 * The trade view's texts with values, formatted on the server (the browser bundle carries compiled catalogs
 * without default texts): the h1, the market line and the quick-order buttons.
 */
export function tradeLabels(intl: Pick<IntlShape<string>, 'formatMessage'>, symbol: MarketSymbol): TradeLabels {
  const pair = pairLabel(symbol);
  const futures = symbol.market === 'futures';
  return {
    heading: futures ? intl.formatMessage(tradeMessages.futuresHeading, { contract: pair }) : pair,
    subtitle: futures
      ? intl.formatMessage(tradeMessages.futuresMarket, { unit: symbol.settle.toUpperCase() })
      : intl.formatMessage(tradeMessages.spotMarket),
    buy: intl.formatMessage(tradeMessages.buy, { base: symbol.base }),
    sell: intl.formatMessage(tradeMessages.sell, { base: symbol.base }),
  };
}
