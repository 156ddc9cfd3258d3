import * as z from 'zod/mini';
import { fillSchema } from '../schemas/market';
import { dataOf, envelope, list } from '../schemas/primitives';
import {
  MARGIN_MODES,
  SPOT_ORDER_TYPES,
  TIME_IN_FORCE,
  decimalInput,
  optionalDecimalInput,
  fundingPaymentSchema,
  futuresAccountSchema,
  futuresOrderSchema,
  futuresPositionSchema,
  futuresSettingsSchema,
  spotOrderSchema,
  type FuturesAccount,
  type FuturesOrder,
  type FuturesPosition,
  type FuturesSettings,
  type SpotOrder,
} from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

const pair = z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/, 'Expected BASE_QUOTE'));

export const placeSpotOrder = defineEndpoint({
  name: 'placeSpotOrder',
  method: 'POST',
  path: '/api/web/v1/spot/orders',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §2 chart quick-order modal, §3 order types; issue 21 order form (decisions 0200, 1882)',
  /**
   * `limit` needs `price`; `market` fills at once against the book (`price` ignored); `stop_limit` needs `price` and
   * `stop_price`. `time_in_force` applies to limit orders (default gtc). Refusals: TRADING_ERRORS.
   */
  input: z.object({
    currency_pair: pair,
    side: z.enum(['buy', 'sell']),
    type: z._default(z.enum(SPOT_ORDER_TYPES), 'limit'),
    price: z.optional(decimalInput),
    amount: decimalInput,
    stop_price: z.optional(decimalInput),
    time_in_force: z.optional(z.enum(TIME_IN_FORCE)),
  }),
  response: envelope(spotOrderSchema),
  select: (body): SpotOrder | null => body.data,
  fallback: null,
});

export const spotOpenOrders = defineEndpoint({
  name: 'spotOpenOrders',
  method: 'GET',
  path: '/api/web/v1/spot/open_orders',
  access: 'user',
  source: 'spec 02 §3 chart order lines (decision 0200)',
  input: z.prefault(z.object({ currency_pair: z.optional(pair) }), {}),
  response: envelope(list(spotOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const placeFuturesOrder = defineEndpoint({
  name: 'placeFuturesOrder',
  method: 'POST',
  path: '/api/web/v1/futures/orders',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §2 chart quick-order modal; issue 21 futures order form (decisions 0200, 1882)',
  /**
   * Without `price` a market order. Leverage and margin mode are the contract's settings (`futuresSettings`).
   * `take_profit`/`stop_loss` (optional) are set on the position when the order fills.
   */
  input: z.object({
    contract: pair,
    size: z.int().check(z.refine((size) => size !== 0, 'Size must not be 0')),
    price: z.optional(decimalInput),
    reduce_only: z.optional(z.boolean()),
    time_in_force: z.optional(z.enum(TIME_IN_FORCE)),
    take_profit: z.optional(optionalDecimalInput),
    stop_loss: z.optional(optionalDecimalInput),
  }),
  response: envelope(futuresOrderSchema),
  select: (body): FuturesOrder | null => body.data,
  fallback: null,
});

export const futuresOpenOrders = defineEndpoint({
  name: 'futuresOpenOrders',
  method: 'GET',
  path: '/api/web/v1/futures/open_orders',
  access: 'user',
  source: 'spec 02 §3 chart order lines (decision 0200)',
  input: z.prefault(z.object({ contract: z.optional(pair) }), {}),
  response: envelope(list(futuresOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const futuresPositions = defineEndpoint({
  name: 'futuresPositions',
  method: 'GET',
  path: '/api/web/v1/futures/positions',
  access: 'user',
  source: 'spec 02 §3 chart position lines (decision 0200)',
  input: z.prefault(z.object({ contract: z.optional(pair) }), {}),
  response: envelope(list(futuresPositionSchema)),
  select: dataOf,
  fallback: [],
});

const orderId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an order id'));

export const cancelSpotOrder = defineEndpoint({
  name: 'cancelSpotOrder',
  method: 'POST',
  path: '/api/web/v1/spot/orders/cancel',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §3 order line close button (decision 0415)',
  input: z.object({ currency_pair: pair, id: orderId }),
  // Idempotent: null when the order was no longer open (filled, cancelled, unknown); it is not open afterwards either way.
  response: envelope(z.nullable(spotOrderSchema)),
  select: (body): SpotOrder | null => body.data,
  fallback: null,
});

export const cancelFuturesOrder = defineEndpoint({
  name: 'cancelFuturesOrder',
  method: 'POST',
  path: '/api/web/v1/futures/orders/cancel',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §3 order line close button (decision 0415)',
  input: z.object({ contract: pair, id: orderId }),
  // Idempotent: null when the order was no longer open (filled, cancelled, unknown); it is not open afterwards either way.
  response: envelope(z.nullable(futuresOrderSchema)),
  select: (body): FuturesOrder | null => body.data,
  fallback: null,
});

export const setFuturesTpsl = defineEndpoint({
  name: 'setFuturesTpsl',
  method: 'POST',
  path: '/api/web/v1/futures/positions/tpsl',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §3 position line TP/SL button (decision 0415)',
  input: z.object({ contract: pair, take_profit: optionalDecimalInput, stop_loss: optionalDecimalInput }),
  response: envelope(futuresPositionSchema),
  select: (body): FuturesPosition | null => body.data,
  fallback: null,
});

export const closeFuturesPosition = defineEndpoint({
  name: 'closeFuturesPosition',
  method: 'POST',
  path: '/api/web/v1/futures/positions/close',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §3 position line close button (decision 0415)',
  input: z.object({ contract: pair }),
  response: envelope(futuresPositionSchema),
  select: (body): FuturesPosition | null => body.data,
  fallback: null,
});

export const reverseFuturesPosition = defineEndpoint({
  name: 'reverseFuturesPosition',
  method: 'POST',
  path: '/api/web/v1/futures/positions/reverse',
  effect: 'write',
  access: 'user',
  source: 'spec 02 §3 position line reverse button (decision 0415)',
  input: z.object({ contract: pair }),
  response: envelope(futuresPositionSchema),
  select: (body): FuturesPosition | null => body.data,
  fallback: null,
});

/** How many history rows one call answers at most (newest first). */
export const TRADING_HISTORY_LIMIT = 100;
const historyLimit = z.optional(z.int().check(z.gte(1), z.lte(TRADING_HISTORY_LIMIT)));

export const cancelAllSpotOrders = defineEndpoint({
  name: 'cancelAllSpotOrders',
  method: 'POST',
  path: '/api/web/v1/spot/orders/cancel_all',
  effect: 'write',
  access: 'user',
  source: 'issue 21 open orders: cancel all (decision 1882)',
  /** Every open order of the pair, or of every pair without one; answers the orders cancelled. */
  input: z.prefault(z.object({ currency_pair: z.optional(pair) }), {}),
  response: envelope(list(spotOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const spotOrderHistory = defineEndpoint({
  name: 'spotOrderHistory',
  method: 'GET',
  path: '/api/web/v1/spot/orders/history',
  access: 'user',
  source: 'issue 21 order history: filled, cancelled and rejected orders (decision 1882)',
  input: z.prefault(z.object({ currency_pair: z.optional(pair), limit: historyLimit }), {}),
  response: envelope(list(spotOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const spotTrades = defineEndpoint({
  name: 'spotTrades',
  method: 'GET',
  path: '/api/web/v1/spot/my_trades',
  access: 'user',
  source: "issue 21 trade history: the user's fills with fee (decision 1882)",
  input: z.prefault(z.object({ currency_pair: z.optional(pair), limit: historyLimit }), {}),
  response: envelope(list(fillSchema)),
  select: dataOf,
  fallback: [],
});

export const cancelAllFuturesOrders = defineEndpoint({
  name: 'cancelAllFuturesOrders',
  method: 'POST',
  path: '/api/web/v1/futures/orders/cancel_all',
  effect: 'write',
  access: 'user',
  source: 'issue 21 open orders: cancel all (decision 1882)',
  input: z.prefault(z.object({ contract: z.optional(pair) }), {}),
  response: envelope(list(futuresOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const futuresOrderHistory = defineEndpoint({
  name: 'futuresOrderHistory',
  method: 'GET',
  path: '/api/web/v1/futures/orders/history',
  access: 'user',
  source: 'issue 21 order history (decision 1882)',
  input: z.prefault(z.object({ contract: z.optional(pair), limit: historyLimit }), {}),
  response: envelope(list(futuresOrderSchema)),
  select: dataOf,
  fallback: [],
});

export const futuresTrades = defineEndpoint({
  name: 'futuresTrades',
  method: 'GET',
  path: '/api/web/v1/futures/my_trades',
  access: 'user',
  source: 'issue 21 trade history (decision 1882)',
  input: z.prefault(z.object({ contract: z.optional(pair), limit: historyLimit }), {}),
  response: envelope(list(fillSchema)),
  select: dataOf,
  fallback: [],
});

export const futuresFundingHistory = defineEndpoint({
  name: 'futuresFundingHistory',
  method: 'GET',
  path: '/api/web/v1/futures/funding_history',
  access: 'user',
  source: 'issue 21 funding every 8 hours: the funding-fee history (decision 1884)',
  input: z.prefault(z.object({ contract: z.optional(pair), limit: historyLimit }), {}),
  response: envelope(list(fundingPaymentSchema)),
  select: dataOf,
  fallback: [],
});

export const futuresAccount = defineEndpoint({
  name: 'futuresAccount',
  method: 'GET',
  path: '/api/web/v1/futures/account',
  access: 'user',
  source: 'issue 21 futures order form: available margin (decision 1884)',
  response: envelope(z.nullable(futuresAccountSchema)),
  select: (body): FuturesAccount | null => body.data,
  fallback: null,
});

export const futuresSettings = defineEndpoint({
  name: 'futuresSettings',
  method: 'GET',
  path: '/api/web/v1/futures/settings',
  access: 'user',
  source: 'issue 21 futures order form: leverage and margin mode per contract (decision 1884)',
  input: z.object({ contract: pair }),
  response: envelope(z.nullable(futuresSettingsSchema)),
  select: (body): FuturesSettings | null => body.data,
  fallback: null,
});

export const setFuturesSettings = defineEndpoint({
  name: 'setFuturesSettings',
  method: 'POST',
  path: '/api/web/v1/futures/settings',
  effect: 'write',
  access: 'user',
  source: 'issue 21 futures order form: leverage 1× to the contract maximum, cross/isolated (decision 1884)',
  /** Either or both; refused with leverageOutOfRange, marginModeLocked or leverageLocked (TRADING_ERRORS). */
  input: z.object({
    contract: pair,
    leverage: z.optional(z.int().check(z.gte(1), z.lte(500))),
    margin_mode: z.optional(z.enum(MARGIN_MODES)),
  }),
  response: envelope(z.nullable(futuresSettingsSchema)),
  select: (body): FuturesSettings | null => body.data,
  fallback: null,
});
