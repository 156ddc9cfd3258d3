import { ENDPOINTS, type FuturesOrder, type FuturesPosition, type MarketFill, type MarketKind, type SpotOrder } from '@exchange/api';
import { seriesFor } from '../market/bars';
import { applyFill, checkTpsl, markPosition } from '../rules/positions';
import type { SessionState } from '../state/session-state';
import { ok, refuse, type Responder, type SandboxAnswer } from './context';
import { forUser, type UserContext } from './for-user';

let sequence = 0;
const nextOrderId = (): string => {
  sequence += 1;
  return `9${String(Date.now()).slice(-8)}${String(sequence).padStart(3, '0')}`;
};
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const matches = (filter: unknown, value: string): boolean => typeof filter !== 'string' || filter === '' || filter === value;

/** The symbol's current price on the sandbox's walk (what a market order fills at), or null for an unknown symbol. */
function marketPrice(symbol: string, market: MarketKind, now: number): { price: number; places: number; contractSize: number } | null {
  const series = seriesFor(symbol, market);
  if (series === null) return null;
  const places = series.symbol.info.price_precision;
  const contractSize = Number(series.symbol.info.contract_size);
  return {
    price: Number(series.path.at(now).toFixed(places)),
    places,
    contractSize: Number.isFinite(contractSize) && contractSize > 0 ? contractSize : 1,
  };
}

const positionsOf = ({ state, account }: UserContext): FuturesPosition[] => state.positions ?? account.positions;

const fillOf = (symbol: string, side: 'buy' | 'sell', price: string, amount: string, now: number): MarketFill => ({
  id: nextOrderId(),
  symbol,
  side,
  price,
  amount,
  create_time_ms: now,
});

/** The positions with `contract`'s replaced (or removed when null). */
const withPosition = (positions: readonly FuturesPosition[], contract: string, next: FuturesPosition | null): FuturesPosition[] => {
  const rest = positions.filter((p) => p.contract !== contract);
  return next === null ? rest : [...rest, next];
};

/** A market fill of `size` contracts into the contract's position: the new position, the fill and the state update. */
function fillFutures(context: UserContext, contract: string, size: number): SandboxAnswer & { position: FuturesPosition | null } {
  const quote = marketPrice(contract, 'futures', context.now);
  if (quote === null) return { ...refuse(10004, 'Unknown contract'), position: null };
  const positions = positionsOf(context);
  const current = positions.find((p) => p.contract === contract) ?? null;
  const next = applyFill(current, contract, size, quote.price, quote.places);
  const fill = fillOf(contract, size > 0 ? 'buy' : 'sell', String(quote.price), String(Math.abs(size)), context.now);
  return {
    ...ok(next),
    position: next,
    update: (state: SessionState) => ({
      ...state,
      positions: withPosition(state.positions ?? positions, contract, next),
      fills: [...state.fills, { market: 'futures' as const, fill }].slice(-50),
    }),
  };
}

/** Cancel is idempotent: an order that is not open (filled, cancelled, unknown) answers null, not an error. */
const NOT_OPEN = (): SandboxAnswer => ok(null);
const NO_POSITION = (): SandboxAnswer => refuse(10006, 'No open position');

export const tradingResponders = {
  placeSpotOrder: forUser(({ input, now }) => {
    const parsed = ENDPOINTS.placeSpotOrder.input.safeParse(input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const { currency_pair, side, type, amount } = parsed.data;
    if (type === 'market') {
      // A market order fills at once at the current price: a fill (marker), not an open order at price 0.
      const quote = marketPrice(currency_pair, 'spot', now);
      if (quote === null) return refuse(10004, 'Unknown pair');
      const price = String(quote.price);
      const order: SpotOrder = {
        id: nextOrderId(),
        currency_pair,
        side,
        type,
        price,
        amount,
        filled_amount: amount,
        status: 'closed',
        create_time: nowSeconds(),
      };
      const fill = fillOf(currency_pair, side, price, amount, now);
      return { ...ok(order), update: (state) => ({ ...state, fills: [...state.fills, { market: 'spot' as const, fill }].slice(-50) }) };
    }
    if (parsed.data.price === undefined) return refuse(10003, 'A limit order needs a price');
    const order: SpotOrder = {
      id: nextOrderId(),
      currency_pair,
      side,
      type,
      price: parsed.data.price,
      amount,
      filled_amount: '0',
      status: 'open',
      create_time: nowSeconds(),
    };
    return { ...ok(order), update: (state) => ({ ...state, spotOrders: [...state.spotOrders, order] }) };
  }),
  spotOpenOrders: forUser(({ account, state, input }) =>
    ok(
      [...account.spotOrders, ...state.spotOrders].filter(
        (order) => matches(input['currency_pair'], order.currency_pair) && !state.cancelledOrderIds.includes(order.id),
      ),
    ),
  ),
  placeFuturesOrder: forUser((context) => {
    const parsed = ENDPOINTS.placeFuturesOrder.input.safeParse(context.input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const { contract, size, price } = parsed.data;
    if (price === undefined) {
      // A market order fills at the current price into the position (its line is the position line).
      const filled = fillFutures(context, contract, size);
      if (filled.update === undefined) return filled;
      const order: FuturesOrder = {
        id: nextOrderId(),
        contract,
        size,
        price: filled.position?.entry_price ?? '0',
        left: 0,
        status: 'finished',
        is_reduce_only: parsed.data.reduce_only ?? false,
        create_time: nowSeconds(),
      };
      return { ...ok(order), update: filled.update };
    }
    const order: FuturesOrder = {
      id: nextOrderId(),
      contract,
      size,
      price,
      left: Math.abs(size),
      status: 'open',
      is_reduce_only: parsed.data.reduce_only ?? false,
      create_time: nowSeconds(),
    };
    return { ...ok(order), update: (state) => ({ ...state, futuresOrders: [...state.futuresOrders, order] }) };
  }),
  futuresOpenOrders: forUser(({ account, state, input }) =>
    ok(
      [...account.futuresOrders, ...state.futuresOrders].filter(
        (order) => matches(input['contract'], order.contract) && !state.cancelledOrderIds.includes(order.id),
      ),
    ),
  ),
  futuresPositions: forUser((context) =>
    ok(
      positionsOf(context)
        .filter((position) => matches(context.input['contract'], position.contract))
        .map((position) => {
          const quote = marketPrice(position.contract, 'futures', context.now);
          return quote ? markPosition(position, quote.price, quote.contractSize, quote.places) : position;
        }),
    ),
  ),
  cancelSpotOrder: forUser(({ account, state, input }) => {
    const parsed = ENDPOINTS.cancelSpotOrder.input.safeParse(input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const { id, currency_pair } = parsed.data;
    const order = [...account.spotOrders, ...state.spotOrders].find((o) => o.id === id && o.currency_pair === currency_pair);
    if (!order || state.cancelledOrderIds.includes(id)) return NOT_OPEN();
    return {
      ...ok({ ...order, status: 'cancelled' }),
      update: (s) => ({ ...s, cancelledOrderIds: [...s.cancelledOrderIds, id].slice(-200) }),
    };
  }),
  cancelFuturesOrder: forUser(({ account, state, input }) => {
    const parsed = ENDPOINTS.cancelFuturesOrder.input.safeParse(input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const { id, contract } = parsed.data;
    const order = [...account.futuresOrders, ...state.futuresOrders].find((o) => o.id === id && o.contract === contract);
    if (!order || state.cancelledOrderIds.includes(id)) return NOT_OPEN();
    return {
      ...ok({ ...order, status: 'cancelled' }),
      update: (s) => ({ ...s, cancelledOrderIds: [...s.cancelledOrderIds, id].slice(-200) }),
    };
  }),
  setFuturesTpsl: forUser((context) => {
    const parsed = ENDPOINTS.setFuturesTpsl.input.safeParse(context.input);
    if (!parsed.success) return refuse(10003, 'Invalid take-profit or stop-loss price');
    const { contract, take_profit, stop_loss } = parsed.data;
    const positions = positionsOf(context);
    const current = positions.find((p) => p.contract === contract);
    const quote = marketPrice(contract, 'futures', context.now);
    if (!current || current.size === 0 || quote === null) return NO_POSITION();
    const refusal = checkTpsl(current.size, quote.price, Number(take_profit || 0), Number(stop_loss || 0));
    if (refusal === 'take-profit-side')
      return refuse(10007, current.size > 0 ? 'Take profit must be above the mark price' : 'Take profit must be below the mark price');
    if (refusal === 'stop-loss-side')
      return refuse(10007, current.size > 0 ? 'Stop loss must be below the mark price' : 'Stop loss must be above the mark price');
    const next: FuturesPosition = { ...current, take_profit: take_profit || '0', stop_loss: stop_loss || '0' };
    return {
      ...ok(markPosition(next, quote.price, quote.contractSize, quote.places)),
      update: (state) => ({ ...state, positions: withPosition(state.positions ?? positions, contract, next) }),
    };
  }),
  closeFuturesPosition: forUser((context) => {
    const parsed = ENDPOINTS.closeFuturesPosition.input.safeParse(context.input);
    if (!parsed.success) return refuse(10003, 'Invalid contract');
    const current = positionsOf(context).find((p) => p.contract === parsed.data.contract);
    if (!current || current.size === 0) return NO_POSITION();
    const filled = fillFutures(context, current.contract, -current.size);
    return filled.update === undefined ? filled : { ...ok({ ...current, size: 0 }), update: filled.update };
  }),
  reverseFuturesPosition: forUser((context) => {
    const parsed = ENDPOINTS.reverseFuturesPosition.input.safeParse(context.input);
    if (!parsed.success) return refuse(10003, 'Invalid contract');
    const current = positionsOf(context).find((p) => p.contract === parsed.data.contract);
    if (!current || current.size === 0) return NO_POSITION();
    // The opposite position of the same size: one market fill of −2×size.
    return fillFutures(context, current.contract, -2 * current.size);
  }),
  // Issue 21 contract (decision 1882): answered by the trading engine (sandbox `trading/`).
  cancelAllSpotOrders: forUser(() => ok([])),
  spotOrderHistory: forUser(() => ok([])),
  spotTrades: forUser(({ state }) =>
    ok(
      state.fills
        .filter((f) => f.market === 'spot')
        .map((f) => f.fill)
        .reverse(),
    ),
  ),
  cancelAllFuturesOrders: forUser(() => ok([])),
  futuresOrderHistory: forUser(() => ok([])),
  futuresTrades: forUser(({ state }) =>
    ok(
      state.fills
        .filter((f) => f.market === 'futures')
        .map((f) => f.fill)
        .reverse(),
    ),
  ),
  futuresFundingHistory: forUser(() => ok([])),
  futuresAccount: forUser(() =>
    ok({ currency: 'USDT', balance: '500', available: '500', position_margin: '0', order_margin: '0', unrealised_pnl: '0', equity: '500' }),
  ),
  futuresSettings: forUser(({ input }) => ok({ contract: input['contract'], leverage: 10, margin_mode: 'isolated', max_leverage: 100 })),
  setFuturesSettings: forUser(({ input }) =>
    ok({
      contract: input['contract'],
      leverage: input['leverage'] ?? 10,
      margin_mode: input['margin_mode'] ?? 'isolated',
      max_leverage: 100,
    }),
  ),
} satisfies Record<string, Responder>;

/** Market fills the user made from the chart, newest last, for the fills endpoints. */
export const sessionFills = (state: SessionState, market: MarketKind, symbol: unknown): MarketFill[] =>
  state.fills.filter((f) => f.market === market && f.fill.symbol === symbol).map((f) => f.fill);
