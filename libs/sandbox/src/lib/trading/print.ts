import type { FuturesOrder, MarketKind, SpotOrder } from '@exchange/api';
import { seriesFor } from '../market/bars';
import type { PersonaAccount } from '../personas/persona';
import { readSessionState, writeSessionState, type SessionState } from '../state/session-state';
import { closeTrigger, fillFuturesTakes, markFutures } from './futures-engine';
import { futuresAccountOf, recordFutures, settingsOf, settleDueFunding, storedPositions } from './futures-session';
import { openFuturesOrders, openSpotOrders, recordSpot } from './session-trading';
import { spotPrint } from './spot-engine';
import { futuresEvent } from './trading-state';
import { units } from './units';

export { futuresAccountOf };

/** Whether a print at `price` reaches a resting futures limit order (a buy at or above it, a sell at or below). */
const reaches = (order: FuturesOrder, price: number): boolean => {
  const limit = Number(order.price);
  return limit > 0 && (order.size > 0 ? price <= limit : price >= limit);
};

/**
 * One print of the simulated market meets one browser's trading (issue 21, decision 1883): spot orders fill or
 * trigger (`spotPrint`); futures limit orders it reaches fill as maker; a position whose take-profit, stop-loss or
 * liquidation price it crosses closes at the print; funding due since the last is settled. Pure state in, state out;
 * null when nothing changed.
 */
export function applyPrint(
  state: SessionState,
  account: PersonaAccount,
  market: MarketKind,
  symbol: string,
  price: number,
  now: number,
): SessionState | null {
  const series = seriesFor(symbol, market);
  if (!series) return null;
  const info = series.symbol.info;
  let next: SessionState | null = null;
  if (market === 'spot') {
    const before = openSpotOrders(account, state).filter((o) => o.currency_pair === symbol);
    const result = spotPrint(before, info, { price, time: now });
    if (!result.changed) return null;
    const previous = new Set<SpotOrder>(before);
    const changed = [...result.finished, ...result.open.filter((o) => !previous.has(o))];
    return recordSpot(state, changed, result.fills, result.moves, result.events);
  }
  let current = state;
  const settings = settingsOf(current, symbol);
  for (const order of openFuturesOrders(account, current).filter((o) => o.contract === symbol && reaches(o, price))) {
    const position = storedPositions(account, current).find((p) => p.contract === symbol) ?? null;
    const filled = fillFuturesTakes(order, position, [{ price: Number(order.price), amount: order.left }], 'maker', info, settings, now);
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

/** A print for one connected browser: applied and written (the write pushes its private channels). */
export function printForSession(
  sid: string,
  persona: string,
  account: PersonaAccount,
  market: MarketKind,
  symbol: string,
  price: number,
  now: number,
): void {
  const state = readSessionState(sid, persona);
  if (applyPrint(state, account, market, symbol, price, now) === null) return;
  writeSessionState(sid, persona, (current) => applyPrint(current, account, market, symbol, price, now) ?? current);
}
