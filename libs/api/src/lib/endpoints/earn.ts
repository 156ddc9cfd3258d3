import * as z from 'zod/mini';
import {
  convertCoinsSchema,
  convertHistorySchema,
  convertOrderSchema,
  convertQuoteSchema,
  EARN_KINDS,
  earnPositionSchema,
  earnPositionsSchema,
  earnProductsSchema,
  earnRedemptionSchema,
  type ConvertOrder,
  type ConvertQuote,
  type EarnPosition,
  type EarnRedemption,
} from '../schemas/earn';
import { dataOf, envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/**
 * Convert and earn (issue 25 items 1 and 3, decision 1894). The routes are the specs' (01 §2 convert and converter,
 * 03 §2 /simple-earn, /lend-earn, /hodl); the calls' paths are ours, under /api/web/v1/convert and /earn, and the
 * sandbox answers them. Every amount moves the one spot balance (walletBalances).
 */
/** The refusals of these calls (ours: the specs show none); the pages say why in the user's language by code. */
export const EARN_CODES = {
  kyc: 31001,
  restricted: 31002,
  withdrawOnly: 31003,
  pair: 31010,
  belowMinimum: 31011,
  insufficient: 31012,
  quoteExpired: 31013,
  aboveMaximum: 31014,
  product: 31020,
  position: 31022,
  overPrincipal: 31023,
} as const;
export type EarnRefusalCode = (typeof EARN_CODES)[keyof typeof EARN_CODES];

const currency = z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'Expected a currency code'));
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));

export const convertCoins = defineEndpoint({
  name: 'convertCoins',
  method: 'GET',
  path: '/api/web/v1/convert/coins',
  source: 'issue 25 item 1: the coins convert and the converter (01 §2) take, with indicative prices and minimums',
  response: envelope(convertCoinsSchema),
  select: dataOf,
  fallback: { coins: [] },
});

export const convertQuote = defineEndpoint({
  name: 'convertQuote',
  method: 'POST',
  path: '/api/web/v1/convert/quote',
  /** Each request makes a new quote (a new id and expiry): never a reused answer. */
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 1: a quote for either amount that expires (01 §2 convert)',
  input: z.object({
    from: currency,
    to: currency,
    /** Which amount the user typed: the other one is the quote's. */
    side: z.enum(['from', 'to']),
    amount: decimalInput,
  }),
  response: envelope(z.nullable(convertQuoteSchema)),
  select: (body): ConvertQuote | null => body.data,
  fallback: null,
});

export const convertAccept = defineEndpoint({
  name: 'convertAccept',
  method: 'POST',
  path: '/api/web/v1/convert/accept',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 1: confirm a live quote (both spot balances change)',
  input: z.object({ quote_id: id }),
  response: envelope(z.nullable(convertOrderSchema)),
  select: (body): ConvertOrder | null => body.data,
  fallback: null,
});

export const convertHistory = defineEndpoint({
  name: 'convertHistory',
  method: 'GET',
  path: '/api/web/v1/convert/history',
  access: 'user',
  source: "issue 25 item 1: the user's conversions, newest first",
  response: envelope(convertHistorySchema),
  select: dataOf,
  fallback: { list: [] },
});

export const earnProducts = defineEndpoint({
  name: 'earnProducts',
  method: 'GET',
  path: '/api/web/v1/earn/products',
  source: 'issue 25 item 3 and 03 §2: /simple-earn, /lend-earn and /hodl products (coin, APR, term, minimum)',
  input: z.object({ kind: z.enum(EARN_KINDS) }),
  response: envelope(earnProductsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const earnPositions = defineEndpoint({
  name: 'earnPositions',
  method: 'GET',
  path: '/api/web/v1/earn/positions',
  access: 'user',
  source: "issue 25 item 3: the user's positions and accrued interest",
  response: envelope(earnPositionsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const earnSubscribe = defineEndpoint({
  name: 'earnSubscribe',
  method: 'POST',
  path: '/api/web/v1/earn/subscribe',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 3: subscribe an amount of the spot balance to a product',
  input: z.object({ product_id: id, amount: decimalInput }),
  response: envelope(z.nullable(earnPositionSchema)),
  select: (body): EarnPosition | null => body.data,
  fallback: null,
});

export const earnRedeem = defineEndpoint({
  name: 'earnRedeem',
  method: 'POST',
  path: '/api/web/v1/earn/redeem',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 3: redeem some or all of a position back to spot, with its interest',
  input: z.object({ position_id: id, amount: decimalInput }),
  response: envelope(z.nullable(earnRedemptionSchema)),
  select: (body): EarnRedemption | null => body.data,
  fallback: null,
});
