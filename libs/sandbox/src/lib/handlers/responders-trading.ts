import {
  ENDPOINTS,
  kycAbilities,
  TRADING_ERRORS,
  TRADING_HISTORY_LIMIT,
  type FuturesPosition,
  type MarketFill,
  type MarketKind,
} from '@exchange/api';
import { findSandboxSymbol } from '../market/symbols';
import type { PersonaAccount } from '../personas/persona';
import { checkTpsl } from '../rules/positions';
import type { SessionState } from '../state/session-state';
import { placeFutures, type ContractSettings } from '../trading/futures-engine';
import { futuresAccountOf, markedPositions, recordFutures, settingsOf, storedPositions } from '../trading/futures-session';
import { tradingRefusal } from '../trading/refusals';
import { marketOf, openFuturesOrders, openSpotOrders, recordSpot, spotAvailable, tradingOf } from '../trading/session-trading';
import { placeSpot } from '../trading/spot-engine';
import { futuresEvent, spotEvent } from '../trading/trading-state';
import { units } from '../trading/units';
import { ok, refuse, type Responder, type SandboxAnswer } from './context';
import { forUser, type UserContext } from './for-user';

let sequence = 0;
const nextOrderId = (): string => {
  sequence += 1;
  return `9${String(Date.now()).slice(-8)}${String(sequence).padStart(3, '0')}`;
};
const limitOf = (input: Record<string, unknown>): number => {
  const limit = Number(input['limit']);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, TRADING_HISTORY_LIMIT) : TRADING_HISTORY_LIMIT;
};
const matches = (filter: unknown, value: string): boolean => typeof filter !== 'string' || filter === '' || filter === value;
const refuseWith = (refusal: { code: number; message: string }): SandboxAnswer => refuse(refusal.code, refusal.message);

/** Cancel is idempotent: an order that is not open (filled, cancelled, unknown) answers null, not an error. */
const NOT_OPEN = (): SandboxAnswer => ok(null);
/** The one KYC rule (decision 1909): level 0 may deposit but not trade; the exchange refuses its orders. */
const mayTrade = (account: PersonaAccount): boolean => kycAbilities(account.userInfo.verified).trade;
const NO_POSITION = (): SandboxAnswer => refuse(TRADING_ERRORS.noPosition, 'No open position');

const positionOf = (context: UserContext, contract: string): FuturesPosition | null =>
  storedPositions(context.account, context.state).find((p) => p.contract === contract && p.size !== 0) ?? null;

/**
 * A futures order through the engine (decision 1884): placed, or refused (then in the history as rejected); the
 * position, fills, fee and realised PnL written at once. `settings` override the contract's (close and reverse).
 */
function futuresOrder(
  context: UserContext,
  input: Parameters<typeof placeFutures>[0],
): SandboxAnswer & { position?: FuturesPosition | null } {
  const market = marketOf(input.contract, 'futures', context.now);
  if (market === null) return refuse(TRADING_ERRORS.unknownSymbol, 'Unknown contract');
  const settings: ContractSettings = settingsOf(context.state, input.contract);
  const available = units(futuresAccountOf(context.account, context.state, context.now).available);
  const position = positionOf(context, input.contract);
  const result = placeFutures(input, market, position, settings, available, context.now, nextOrderId());
  if (!result.ok) {
    const order = result.order;
    const events = result.events;
    return {
      ...refuseWith(result.refusal),
      update: (s) =>
        recordFutures(s, context.account, {
          orders: [order],
          contract: input.contract,
          position: undefined,
          fills: [],
          settle: 0n,
          events,
        }),
    };
  }
  const { order, fills, events } = result;
  const next = result.position;
  const settle = result.realised - result.fee;
  return {
    ...ok(order),
    position: next,
    update: (s) => recordFutures(s, context.account, { orders: [order], contract: input.contract, position: next, fills, settle, events }),
  };
}

const markedOf = (context: UserContext, contract: string): FuturesPosition | null =>
  markedPositions(context.account, context.state, context.now).find((p) => p.contract === contract) ?? null;

export const tradingResponders = {
  placeSpotOrder: forUser(({ account, state, input, now }) => {
    const parsed = ENDPOINTS.placeSpotOrder.input.safeParse(input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid order');
    if (!mayTrade(account)) return refuseWith(tradingRefusal('kycRequired'));
    const market = marketOf(parsed.data.currency_pair, 'spot', now);
    if (market === null) return refuse(TRADING_ERRORS.unknownSymbol, 'Unknown symbol');
    const result = placeSpot(parsed.data, market, spotAvailable(account, state, now), now, nextOrderId());
    const update = (current: SessionState) => recordSpot(current, [result.order], result.fills, result.moves, result.events);
    // A refused order is in the history as rejected (and its event tells the user), answered with the refusal.
    if (!result.ok) return { ...refuseWith(result.refusal), update };
    return { ...ok(result.order), update };
  }),
  spotOpenOrders: forUser(({ account, state, input }) =>
    ok(openSpotOrders(account, state).filter((order) => matches(input['currency_pair'], order.currency_pair))),
  ),
  placeFuturesOrder: forUser((context) => {
    const parsed = ENDPOINTS.placeFuturesOrder.input.safeParse(context.input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid order');
    if (!mayTrade(context.account)) return refuseWith(tradingRefusal('kycRequired'));
    const { position: _position, ...answer } = futuresOrder(context, parsed.data);
    return answer;
  }),
  futuresOpenOrders: forUser(({ account, state, input }) =>
    ok(openFuturesOrders(account, state).filter((order) => matches(input['contract'], order.contract))),
  ),
  futuresPositions: forUser((context) =>
    ok(
      markedPositions(context.account, context.state, context.now).filter((position) =>
        matches(context.input['contract'], position.contract),
      ),
    ),
  ),
  cancelSpotOrder: forUser(({ account, state, input, now }) => {
    const parsed = ENDPOINTS.cancelSpotOrder.input.safeParse(input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid order');
    const { id, currency_pair } = parsed.data;
    const order = openSpotOrders(account, state).find((o) => o.id === id && o.currency_pair === currency_pair);
    if (!order) return NOT_OPEN();
    const cancelled = { ...order, status: 'cancelled', update_time_ms: now };
    return { ...ok(cancelled), update: (s) => recordSpot(s, [cancelled], [], [], [spotEvent('cancelled', cancelled, now)]) };
  }),
  cancelFuturesOrder: forUser(({ account, state, input, now }) => {
    const parsed = ENDPOINTS.cancelFuturesOrder.input.safeParse(input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid order');
    const { id, contract } = parsed.data;
    const order = openFuturesOrders(account, state).find((o) => o.id === id && o.contract === contract);
    if (!order) return NOT_OPEN();
    const cancelled = { ...order, status: 'finished', finish_as: 'cancelled', update_time_ms: now };
    const events = [futuresEvent('cancelled', cancelled, now)];
    return {
      ...ok(cancelled),
      update: (s) => recordFutures(s, account, { orders: [cancelled], contract, position: undefined, fills: [], settle: 0n, events }),
    };
  }),
  setFuturesTpsl: forUser((context) => {
    const parsed = ENDPOINTS.setFuturesTpsl.input.safeParse(context.input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid take-profit or stop-loss price');
    const { contract, take_profit, stop_loss } = parsed.data;
    const current = positionOf(context, contract);
    const marked = markedOf(context, contract);
    if (!current || !marked) return NO_POSITION();
    const mark = Number(marked.mark_price);
    const refusal = checkTpsl(current.size, mark, Number(take_profit || 0), Number(stop_loss || 0));
    if (refusal === 'take-profit-side')
      return refuse(
        TRADING_ERRORS.tpslSide,
        current.size > 0 ? 'Take profit must be above the mark price' : 'Take profit must be below the mark price',
      );
    if (refusal === 'stop-loss-side')
      return refuse(
        TRADING_ERRORS.tpslSide,
        current.size > 0 ? 'Stop loss must be below the mark price' : 'Stop loss must be above the mark price',
      );
    const next: FuturesPosition = { ...current, take_profit: take_profit || '0', stop_loss: stop_loss || '0' };
    return {
      ...ok({ ...marked, take_profit: next.take_profit, stop_loss: next.stop_loss }),
      update: (s) => recordFutures(s, context.account, { orders: [], contract, position: next, fills: [], settle: 0n, events: [] }),
    };
  }),
  closeFuturesPosition: forUser((context) => {
    const parsed = ENDPOINTS.closeFuturesPosition.input.safeParse(context.input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid contract');
    const current = positionOf(context, parsed.data.contract);
    if (!current) return NO_POSITION();
    // Close: a reduce-only market order of −size.
    const answer = futuresOrder(context, { contract: current.contract, size: -current.size, reduce_only: true });
    if (answer.update === undefined || answer.position === undefined) return answer;
    const { position: _position, body: _body, ...rest } = answer;
    return { ...ok({ ...current, size: 0 }), ...rest };
  }),
  reverseFuturesPosition: forUser((context) => {
    const parsed = ENDPOINTS.reverseFuturesPosition.input.safeParse(context.input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid contract');
    const current = positionOf(context, parsed.data.contract);
    if (!current) return NO_POSITION();
    // The opposite position of the same size: one market order of −2×size.
    const answer = futuresOrder(context, { contract: current.contract, size: -2 * current.size });
    if (answer.update === undefined || answer.position === undefined) return answer;
    const { position, body: _body, ...rest } = answer;
    return { ...ok(position), ...rest };
  }),
  cancelAllSpotOrders: forUser(({ account, state, input, now }) => {
    const cancelled = openSpotOrders(account, state)
      .filter((order) => matches(input['currency_pair'], order.currency_pair))
      .map((order) => ({ ...order, status: 'cancelled', update_time_ms: now }));
    const events = cancelled.map((order) => spotEvent('cancelled', order, now));
    return { ...ok(cancelled), update: cancelled.length === 0 ? undefined : (s) => recordSpot(s, cancelled, [], [], events) };
  }),
  spotOrderHistory: forUser(({ state, input }) =>
    ok(
      tradingOf(state)
        .spotHistory.filter((order) => matches(input['currency_pair'], order.currency_pair))
        .reverse()
        .slice(0, limitOf(input)),
    ),
  ),
  spotTrades: forUser(({ state, input }) => ok(fillsOf(state, 'spot', input['currency_pair']).reverse().slice(0, limitOf(input)))),
  cancelAllFuturesOrders: forUser(({ account, state, input, now }) => {
    const cancelled = openFuturesOrders(account, state)
      .filter((order) => matches(input['contract'], order.contract))
      .map((order) => ({ ...order, status: 'finished', finish_as: 'cancelled', update_time_ms: now }));
    const events = cancelled.map((order) => futuresEvent('cancelled', order, now));
    return {
      ...ok(cancelled),
      update:
        cancelled.length === 0
          ? undefined
          : (s) => recordFutures(s, account, { orders: cancelled, contract: '', position: undefined, fills: [], settle: 0n, events }),
    };
  }),
  futuresOrderHistory: forUser(({ state, input }) =>
    ok(
      tradingOf(state)
        .futuresHistory.filter((order) => matches(input['contract'], order.contract))
        .reverse()
        .slice(0, limitOf(input)),
    ),
  ),
  futuresTrades: forUser(({ state, input }) => ok(fillsOf(state, 'futures', input['contract']).reverse().slice(0, limitOf(input)))),
  futuresFundingHistory: forUser(({ state, input }) =>
    ok(
      tradingOf(state)
        .funding.filter((payment) => matches(input['contract'], payment.contract))
        .reverse()
        .slice(0, limitOf(input)),
    ),
  ),
  futuresAccount: forUser(({ account, state, now }) => ok(futuresAccountOf(account, state, now))),
  futuresSettings: forUser(({ state, input }) => {
    const symbol = findSandboxSymbol(input['contract'], 'futures');
    if (!symbol) return refuse(TRADING_ERRORS.unknownSymbol, 'Unknown contract');
    return ok({ contract: symbol.info.symbol, ...settingsOf(state, symbol.info.symbol), max_leverage: symbol.info.max_leverage ?? 0 });
  }),
  setFuturesSettings: forUser((context) => {
    const parsed = ENDPOINTS.setFuturesSettings.input.safeParse(context.input);
    if (!parsed.success) return refuse(TRADING_ERRORS.invalidOrder, 'Invalid settings');
    const symbol = findSandboxSymbol(parsed.data.contract, 'futures');
    if (!symbol) return refuse(TRADING_ERRORS.unknownSymbol, 'Unknown contract');
    const contract = symbol.info.symbol;
    const max = symbol.info.max_leverage ?? 1;
    const current = settingsOf(context.state, contract);
    const leverage = parsed.data.leverage ?? current.leverage;
    const mode = parsed.data.margin_mode ?? current.margin_mode;
    if (leverage < 1 || leverage > max) return refuseWith(tradingRefusal('leverageOutOfRange', { limit: String(max) }));
    const busy = positionOf(context, contract) !== null;
    const ordersOpen = openFuturesOrders(context.account, context.state).some((o) => o.contract === contract);
    if (mode !== current.margin_mode && (busy || ordersOpen)) return refuseWith(tradingRefusal('marginModeLocked'));
    if (leverage !== current.leverage && busy) return refuseWith(tradingRefusal('leverageLocked'));
    const next: ContractSettings = { leverage, margin_mode: mode };
    return {
      ...ok({ contract, ...next, max_leverage: max }),
      update: (s) => ({ ...s, trading: { ...tradingOf(s), settings: { ...tradingOf(s).settings, [contract]: next } } }),
    };
  }),
} satisfies Record<string, Responder>;

const fillsOf = (state: SessionState, market: MarketKind, symbol: unknown): MarketFill[] =>
  state.fills.filter((f) => f.market === market && matches(symbol, f.fill.symbol)).map((f) => f.fill);

/** Market fills the user made from the chart, newest last, for the fills endpoints. */
export const sessionFills = (state: SessionState, market: MarketKind, symbol: unknown): MarketFill[] =>
  state.fills.filter((f) => f.market === market && f.fill.symbol === symbol).map((f) => f.fill);
