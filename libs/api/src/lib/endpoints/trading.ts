import * as z from 'zod/mini';
import { dataOf, envelope, list } from '../schemas/primitives';
import {
  decimalInput,
  futuresOrderSchema,
  futuresPositionSchema,
  spotOrderSchema,
  type FuturesOrder,
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
