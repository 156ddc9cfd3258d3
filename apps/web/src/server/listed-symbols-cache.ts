import 'server-only';
import type { MarketKind, MarketSymbol } from '@exchange/api';
import { resolveTradeRoute } from '@exchange/chart/server';
import { tradeRouteOf } from './routing';

// Read by proxy.ts, written by the trade and futures pages (decision 1431). The proxy makes no exchange call of its
// own: the pages load the listed symbols anyway (inside their page budget, decision 0810) and publish each good list
// here, and the proxy answers a well-formed but unlisted pair 404 from the last published list. The registry lives on
// `globalThis` under a registered symbol because the proxy and the pages are separate bundles of one process.

/** A list older than this is no longer trusted: pairs listed since must not be answered 404 through a long outage. */
export const LISTED_SYMBOLS_MAX_AGE_MS = 10 * 60_000;

interface Published {
  symbols: readonly MarketSymbol[];
  at: number;
}

export interface ListedSymbolsRegistry {
  /** Keeps a market's loaded list (ignored when it holds no symbol of that market: an empty or foreign list is no list). */
  publish(market: MarketKind, list: readonly MarketSymbol[] | null | undefined): void;
  /** The last good list of a market, or null when none is known or it is too old. */
  symbols(market: MarketKind): readonly MarketSymbol[] | null;
}

export function createListedSymbolsRegistry(
  now: () => number = Date.now,
  maxAgeMs = LISTED_SYMBOLS_MAX_AGE_MS,
  store: Map<MarketKind, Published> = new Map(),
): ListedSymbolsRegistry {
  return {
    publish(market, list) {
      if (!Array.isArray(list)) return;
      const symbols = list.filter((s) => s?.market === market && typeof s.symbol === 'string' && s.symbol !== '');
      if (symbols.length > 0) store.set(market, { symbols, at: now() });
    },
    symbols(market) {
      const entry = store.get(market);
      return entry && now() - entry.at < maxAgeMs ? entry.symbols : null;
    },
  };
}

const STORE_KEY = Symbol.for('exchange-web.listed-symbols');
const shared = globalThis as typeof globalThis & { [STORE_KEY]?: Map<MarketKind, Published> };
const processRegistry = createListedSymbolsRegistry(Date.now, LISTED_SYMBOLS_MAX_AGE_MS, (shared[STORE_KEY] ??= new Map()));

/** Called by the pages with each list they loaded. */
export function publishListedSymbols(market: MarketKind, list: readonly MarketSymbol[] | null | undefined): void {
  processRegistry.publish(market, list);
}

/**
 * True when the proxy should answer a locale-stripped path 404 because it is a trade path of the right shape whose
 * symbol the trade pages' own rule (`resolveTradeRoute`) finds nowhere in the last published list (decision 1431).
 * Any other path, and any trade path while no list is known, answers false (the page decides). No call, no wait.
 */
export function isUnlistedTradePath(pathWithoutLocale: string, registry: ListedSymbolsRegistry = processRegistry): boolean {
  const route = tradeRouteOf(pathWithoutLocale);
  if (route === null) return false;
  const listed = registry.symbols(route.market);
  return listed !== null && resolveTradeRoute(route, listed).kind === 'not-found';
}
