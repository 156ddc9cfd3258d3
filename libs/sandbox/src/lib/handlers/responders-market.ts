import { MARKET_KINDS } from '@exchange/api';
import { isMarketResolution } from '@exchange/api';
import { z } from 'zod';
import { importantEventsOf, fillsOf, liquidationsOf, timescaleMarksOf } from '../market/annotations';
import { historyOf, seriesFor } from '../market/bars';
import { pushMarket } from '../market/market-hub';
import { recordPrint, tapeAfter } from '../market/market-tape';
import { searchSandboxSymbols } from '../market/symbols';
import { sandboxTickers } from '../market/tickers';
import { ok, refuse, type Responder } from './context';
import { forUser } from './for-user';
import { sessionFills } from './responders-trading';

/** Codes the sandbox's market calls refuse with. */
export const UNKNOWN_SYMBOL_CODE = 10404;
export const INVALID_MARKET_INPUT_CODE = 10003;

// Query values arrive as text: the sandbox reads them leniently and answers like an exchange would.
const market = z.enum(MARKET_KINDS).catch('spot');
const seconds = z.coerce.number().int().nonnegative().optional().catch(undefined);
const klinesQuery = z.object({
  symbol: z.string(),
  market,
  resolution: z.string(),
  from: seconds,
  to: seconds,
  count_back: z.coerce.number().int().positive().optional().catch(undefined),
});
const rangeQuery = z.object({ symbol: z.string(), market, from: z.coerce.number().nonnegative(), to: z.coerce.number().nonnegative() });

const unknownSymbol = () => refuse(UNKNOWN_SYMBOL_CODE, 'Unknown symbol');
const invalid = () => refuse(INVALID_MARKET_INPUT_CODE, 'Invalid parameters');

export const marketResponders = {
  marketKlines: ({ input, now }) => {
    const q = klinesQuery.safeParse(input);
    if (!q.success || !isMarketResolution(q.data.resolution)) return invalid();
    const series = seriesFor(q.data.symbol, q.data.market);
    if (!series) return unknownSymbol();
    return ok(historyOf(series, { resolution: q.data.resolution, from: q.data.from, to: q.data.to, countBack: q.data.count_back, now }));
  },
  marketSymbols: ({ input }) => {
    const kind = z.enum(MARKET_KINDS).optional().catch(undefined).parse(input['market']);
    return ok(searchSandboxSymbols(input['query'], kind).map((s) => s.info));
  },
  marketTickers: ({ input, now }) => {
    const kind = z.enum(MARKET_KINDS).optional().catch(undefined).parse(input['market']);
    return ok(sandboxTickers(now, kind));
  },
  marketTimescaleMarks: ({ input }) => {
    const q = rangeQuery.extend({ resolution: z.string() }).safeParse(input);
    if (!q.success || !isMarketResolution(q.data.resolution)) return invalid();
    const series = seriesFor(q.data.symbol, q.data.market);
    return series ? ok(timescaleMarksOf(series, q.data.resolution, q.data.from, q.data.to)) : unknownSymbol();
  },
  marketEvents: ({ input }) => {
    const q = rangeQuery.safeParse(input);
    if (!q.success) return invalid();
    const series = seriesFor(q.data.symbol, q.data.market);
    return series ? ok(importantEventsOf(series, q.data.from, q.data.to)) : unknownSymbol();
  },
  marketLiquidations: ({ input, now }) => {
    const series = seriesFor(input['contract'], 'futures');
    return series ? ok(liquidationsOf(series, now)) : unknownSymbol();
  },
  spotFills: forUser(({ account, input, now, state }) => {
    const series = seriesFor(input['currency_pair'], 'spot');
    return series
      ? ok([...fillsOf(series, account.userInfo.uid, now), ...sessionFills(state, 'spot', input['currency_pair'])])
      : unknownSymbol();
  }),
  futuresFills: forUser(({ account, input, now, state }) => {
    const series = seriesFor(input['contract'], 'futures');
    return series
      ? ok([...fillsOf(series, account.userInfo.uid, now), ...sessionFills(state, 'futures', input['contract'])])
      : unknownSymbol();
  }),
} satisfies Record<string, Responder>;

const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * `GET /_sandbox/market/tick?symbol=BTC_USDT&market=spot[&price=65000]`: the symbol's simulated market prints a
 * trade now (the realtime socket's book, trades and candles) — closing at `price` when given (a deterministic cross for e2e), else at the walk.
 */
export function handleMarketControl(url: URL, parts: readonly string[]): Response {
  if (parts[0] !== 'tick' || parts.length !== 1)
    return text('Unknown market control. Use /_sandbox/market/tick?symbol=BTC_USDT&market=spot&price=65000.', 404);
  const kind = market.parse(url.searchParams.get('market') ?? 'spot');
  const symbol = url.searchParams.get('symbol') ?? '';
  if (!seriesFor(symbol, kind)) return text(`Unknown ${kind} symbol "${symbol}".`, 404);
  const rawPrice = url.searchParams.get('price');
  const price = rawPrice === null ? undefined : Number(rawPrice);
  if (price !== undefined && !(Number.isFinite(price) && price > 0)) return text(`Invalid price "${rawPrice}".`, 400);
  const rawSize = url.searchParams.get('size');
  const size = rawSize === null ? undefined : Number(rawSize);
  if (size !== undefined && !(Number.isFinite(size) && size > 0)) return text(`Invalid size "${rawSize}".`, 400);
  const push = { ...(price === undefined ? {} : { price }), ...(size === undefined ? {} : { size }) };
  const before = tapeAfter(kind, symbol, Number.MAX_SAFE_INTEGER).last;
  const streams = pushMarket(kind, symbol, push);
  // No live simulation printed it: the print goes on the tape alone, and browsers meet it on their next call (decision 1911).
  if (tapeAfter(kind, symbol, Number.MAX_SAFE_INTEGER).last === before) {
    const now = Date.now();
    const series = seriesFor(symbol, kind);
    const at = price ?? Number(series?.path.at(now).toFixed(series.symbol.info.price_precision) ?? 0);
    if (at > 0) recordPrint(kind, symbol, { time: now, price: at, size: size ?? 1 });
  }
  return text(`Pushed a ${kind} ${symbol} trade${price === undefined ? '' : ` at ${price}`} to ${streams} live market(s).`, 200);
}
