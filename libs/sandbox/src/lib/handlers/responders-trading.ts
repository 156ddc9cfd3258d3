import { ENDPOINTS, type FuturesOrder, type SpotOrder } from '@exchange/api';
import { ok, refuse, type Responder } from './context';
import { forUser } from './for-user';

let sequence = 0;
const nextOrderId = (): string => {
  sequence += 1;
  return `9${String(Date.now()).slice(-8)}${String(sequence).padStart(3, '0')}`;
};
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const matches = (filter: unknown, value: string): boolean => typeof filter !== 'string' || filter === '' || filter === value;

export const tradingResponders = {
  placeSpotOrder: forUser(({ input }) => {
    const parsed = ENDPOINTS.placeSpotOrder.input.safeParse(input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const order: SpotOrder = {
      id: nextOrderId(),
      currency_pair: parsed.data.currency_pair,
      side: parsed.data.side,
      type: parsed.data.type,
      price: parsed.data.price ?? '0',
      amount: parsed.data.amount,
      filled_amount: '0',
      status: 'open',
      create_time: nowSeconds(),
    };
    return { ...ok(order), update: (state) => ({ ...state, spotOrders: [...state.spotOrders, order] }) };
  }),
  spotOpenOrders: forUser(({ account, state, input }) =>
    ok([...account.spotOrders, ...state.spotOrders].filter((order) => matches(input['currency_pair'], order.currency_pair))),
  ),
  placeFuturesOrder: forUser(({ input }) => {
    const parsed = ENDPOINTS.placeFuturesOrder.input.safeParse(input);
    if (!parsed.success) return refuse(10003, 'Invalid order');
    const order: FuturesOrder = {
      id: nextOrderId(),
      contract: parsed.data.contract,
      size: parsed.data.size,
      price: parsed.data.price ?? '0',
      left: Math.abs(parsed.data.size),
      status: 'open',
      is_reduce_only: parsed.data.reduce_only ?? false,
      create_time: nowSeconds(),
    };
    return { ...ok(order), update: (state) => ({ ...state, futuresOrders: [...state.futuresOrders, order] }) };
  }),
  futuresOpenOrders: forUser(({ account, state, input }) =>
    ok([...account.futuresOrders, ...state.futuresOrders].filter((order) => matches(input['contract'], order.contract))),
  ),
  futuresPositions: forUser(({ account, input }) =>
    ok(account.positions.filter((position) => matches(input['contract'], position.contract))),
  ),
} satisfies Record<string, Responder>;
