import * as z from 'zod/mini';
import { dataOf, envelope, list } from '../schemas/primitives';
import {
  decimalInput,
  optionalDecimalInput,
  futuresOrderSchema,
  futuresPositionSchema,
  spotOrderSchema,
  type FuturesOrder,
  type FuturesPosition,
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
  source: 'spec 02 §2 chart quick-order modal (decision 0200)',
  input: z.object({
    currency_pair: pair,
    side: z.enum(['buy', 'sell']),
    type: z._default(z.enum(['limit', 'market']), 'limit'),
    price: z.optional(decimalInput),
    amount: decimalInput,
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
  source: 'spec 02 §2 chart quick-order modal (decision 0200)',
  input: z.object({
    contract: pair,
    size: z.int().check(z.refine((size) => size !== 0, 'Size must not be 0')),
    price: z.optional(decimalInput),
    reduce_only: z.optional(z.boolean()),
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
