import type { FuturesOrder, MarketKind, SpotOrder } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { tapeAfter } from '../market/market-tape';
import type { PersonaAccount } from '../personas/persona';
import { missedPrints, type MarketSeen } from '../rules/missed-prints';
import { readSessionState, writeSessionState, type SessionState } from '../state/session-state';
import { closeTrigger, fillFuturesTakes, lastFundingTime, markFutures } from './futures-engine';
import { futuresAccountOf, recordFutures, settingsOf, settleDueFunding, storedPositions } from './futures-session';
import { openFuturesOrders, openSpotOrders, recordSpot, seededRandom, tradingOf } from './session-trading';
import { spotPrint } from './spot-engine';
import { futuresEvent } from './trading-state';
import { units } from './units';

export { futuresAccountOf };

/** Whether a print at `price` and `time` reaches a resting futures limit order (a buy at or above it, a sell at or below; never before it was placed). */
const reaches = (order: FuturesOrder, price: number, time: number): boolean => {
  const limit = Number(order.price);
  return limit > 0 && order.create_time * 1000 <= time && (order.size > 0 ? price <= limit : price >= limit);
};

/** Contracts a print of `size` (base amount) can fill: at least one (the contract's size is a fraction of a coin). */
const contractsOf = (size: number | undefined, contractSize: number): number =>
  size === undefined || !Number.isFinite(size) ? Infinity : Math.max(1, Math.floor(size / (contractSize > 0 ? contractSize : 1)));

/** A print: its price, and its size (base amount; absent: it fills whatever it reaches). */
export interface Print {
  price: number;
  size?: number;
}

/**
 * One print of the simulated market meets one browser's trading (issue 21, decisions 1883 and 1911): spot orders fill
 * or trigger (`spotPrint`); futures limit orders it reaches fill as maker, in price priority, as far as its size goes
 * (an order it covers only in part stays open, partly filled); a position whose take-profit, stop-loss or liquidation
 * price it crosses closes at the print; funding due since the last is settled. Pure state in, state out; null when
 * nothing changed.
 */
export function applyPrint(
  state: SessionState,
  account: PersonaAccount,
  market: MarketKind,
  symbol: string,
  print: Print,
  now: number,
): SessionState | null {
  const series = seriesFor(symbol, market);
  if (!series) return null;
  const info = series.symbol.info;
  const { price } = print;
  let next: SessionState | null = null;
  if (market === 'spot') {
    const before = openSpotOrders(account, state).filter((o) => o.currency_pair === symbol);
    const result = spotPrint(before, info, { price, time: now, size: print.size });
    if (!result.changed) return null;
    const previous = new Set<SpotOrder>(before);
    const changed = [...result.finished, ...result.open.filter((o) => !previous.has(o))];
    return recordSpot(state, changed, result.fills, result.moves, result.events);
  }
  let current = state;
  const settings = settingsOf(current, symbol);
  let left = contractsOf(print.size, Number(info.contract_size));
  const reached = openFuturesOrders(account, current)
    .filter((o) => o.contract === symbol && reaches(o, price, now))
    .sort((a, b) => (a.size > 0 ? Number(b.price) - Number(a.price) : Number(a.price) - Number(b.price)) || a.create_time - b.create_time);
  for (const order of reached) {
    const amount = Math.min(order.left, left);
    if (amount <= 0) break;
    left -= amount;
    const position = storedPositions(account, current).find((p) => p.contract === symbol) ?? null;
    const filled = fillFuturesTakes(order, position, [{ price: Number(order.price), amount }], 'maker', info, settings, now);
    const done = filled.order.left <= 0;
    const changed: FuturesOrder = done ? { ...filled.order, status: 'finished', finish_as: 'filled' } : filled.order;
    current = recordFutures(current, account, {
      orders: [changed],
      contract: symbol,
      position: filled.position,
      fills: filled.fills,
      settle: filled.realised - filled.fee,
      events: [futuresEvent(done ? 'filled' : 'partially_filled', changed, now)],
    });
    next = current;
  }
  const held = storedPositions(account, current).find((p) => p.contract === symbol && p.size !== 0);
  if (held) {
    const free = units(futuresAccountOf(account, current, now).available);
    const marked = markFutures(held, units(String(price)), info, free);
    const why = closeTrigger(marked, price);
    if (why !== null) {
      const closePrice = why === 'liquidation' ? Number(marked.liq_price) : price;
      const order: FuturesOrder = {
        id: `${why}-${symbol}-${now}`,
        contract: symbol,
        size: -held.size,
        price: '0',
        left: Math.abs(held.size),
        status: 'open',
        is_reduce_only: true,
        create_time: Math.floor(now / 1000),
        type: why,
      };
      const filled = fillFuturesTakes(order, held, [{ price: closePrice, amount: Math.abs(held.size) }], 'taker', info, settings, now);
      const finished = { ...filled.order, status: 'finished', finish_as: 'filled' };
      current = recordFutures(current, account, {
        orders: [finished],
        contract: symbol,
        position: filled.position,
        fills: filled.fills,
        settle: filled.realised - filled.fee,
        events: [futuresEvent('filled', finished, now)],
      });
      next = current;
    }
  }
  const funded = settleDueFunding(current, account, now);
  return funded ?? next;
}

/** The size of a walk print at `time` (base amount): the live book's sizes (0.01 to 2.01), seeded by the second. */
const walkSize = (time: number): number => {
  const random = seededRandom(Math.floor(time / 1000) ^ 0x5eed);
  return Number((0.01 + random() * random() * 2).toFixed(4));
};

/** The symbols this browser's trading meets the market on: its open orders' and its positions'. */
function watchedSymbols(account: PersonaAccount, state: SessionState): { market: MarketKind; symbol: string }[] {
  const keys = new Set<string>([
    ...openSpotOrders(account, state).map((o) => `spot:${o.currency_pair}`),
    ...openFuturesOrders(account, state).map((o) => `futures:${o.contract}`),
    ...storedPositions(account, state)
      .filter((p) => p.size !== 0)
      .map((p) => `futures:${p.contract}`),
  ]);
  return [...keys].map((key) => {
    const [market, symbol] = key.split(':') as [MarketKind, string];
    return { market, symbol };
  });
}

/**
 * The market a browser missed meets its orders and positions (issue 21, decision 1911): for each symbol it trades, the
 * prints since it last looked (`missedPrints`: the tape, then the price walk) are applied in order. Returns the state
 * and whether an order, a position or a balance changed (else only the bookkeeping of how far it has looked moved).
 */
export function catchUpMarket(state: SessionState, account: PersonaAccount, now: number): { state: SessionState; changed: boolean } {
  // A browser's first look starts its funding clock now: the tape it meets holds prints from before it existed, and
  // funding times between those and now are not its to pay (a server up across 00:00, 08:00 or 16:00 UTC charged every
  // new browser of a persona with a position once, the CI run of 2026-11-28 16:00).
  let current = tradingOf(state).fundedAt === null ? { ...state, trading: { ...tradingOf(state), fundedAt: lastFundingTime(now) } } : state;
  let changed = false;
  const seen: Record<string, MarketSeen> = { ...(tradingOf(state).marketSeen ?? {}) };
  for (const { market, symbol } of watchedSymbols(account, state)) {
    const series = seriesFor(symbol, market);
    if (!series) continue;
    const key = `${market}:${symbol}`;
    const places = series.symbol.info.price_precision;
    const missed = missedPrints(
      seen[key] ?? null,
      tapeAfter(market, symbol, seen[key]?.seq ?? 0),
      { priceAt: (time) => Number(series.path.at(time).toFixed(places)), sizeAt: walkSize },
      now,
    );
    seen[key] = missed.seen;
    for (const print of missed.prints) {
      const after = applyPrint(current, account, market, symbol, print, print.time);
      if (after === null) continue;
      current = after;
      changed = true;
    }
  }
  return { state: { ...current, trading: { ...tradingOf(current), marketSeen: seen } }, changed };
}

/**
 * A browser's orders meet the market it missed, written (issue 21, decision 1911): on each of its calls and on each
 * live print. A change of its orders or balances is written with the usual push; the bookkeeping alone quietly.
 */
export function catchUpSession(sid: string, persona: string, account: PersonaAccount, now: number): void {
  const probe = catchUpMarket(readSessionState(sid, persona), account, now);
  const before = tradingOf(readSessionState(sid, persona)).marketSeen;
  if (!probe.changed && JSON.stringify(before) === JSON.stringify(tradingOf(probe.state).marketSeen)) return;
  writeSessionState(sid, persona, (current) => catchUpMarket(current, account, now).state, { notify: probe.changed });
}
