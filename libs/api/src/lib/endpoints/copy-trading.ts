import * as z from 'zod/mini';
import {
  COPY_MODES,
  COPY_SIZINGS,
  copyFollowSchema,
  copyFollowsSchema,
  leadTraderDetailSchema,
  leadTradersSchema,
  type CopyFollow,
  type LeadTraderDetail,
} from '../schemas/copy-trading';
import { dataOf, envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/**
 * Copy trading (issue 25 item 2, decision 1898). The spec names the routes (03 §2) but not these calls' paths: they
 * are ours, under /api/web/v1/copytrading, and the sandbox answers them.
 */
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));

export const copyTraders = defineEndpoint({
  name: 'copyTraders',
  method: 'GET',
  path: '/api/web/v1/copytrading/traders',
  source: 'issue 25 item 2, 03 §2 /copytrading (?mode=futures): the lead traders',
  input: z.object({ mode: z.enum(COPY_MODES) }),
  response: envelope(leadTradersSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const copyTrader = defineEndpoint({
  name: 'copyTrader',
  method: 'GET',
  path: '/api/web/v1/copytrading/traders/:id',
  source: 'issue 25 item 2, 03 §2 /copytrading/trader/futures/{id}: one trader, positions and followers',
  input: z.object({ id }),
  response: envelope(z.nullable(leadTraderDetailSchema)),
  select: (body): LeadTraderDetail | null => body.data,
  fallback: null,
});

export const copyFollows = defineEndpoint({
  name: 'copyFollows',
  method: 'GET',
  path: '/api/web/v1/copytrading/follows',
  access: 'user',
  source: 'issue 25 item 2: the user\'s copies ("My copies"), active and stopped',
  response: envelope(copyFollowsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const copyFollow = defineEndpoint({
  name: 'copyFollow',
  method: 'POST',
  path: '/api/web/v1/copytrading/follow',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 2, 03 §2 follow=1: the follow modal (amount, ratio or fixed amount, stop-loss)',
  input: z.object({
    trader_id: id,
    amount: decimalInput,
    sizing: z.enum(COPY_SIZINGS),
    ratio: z._default(decimalInput, '1'),
    fixed_amount: z._default(decimalInput, '0'),
    stop_loss: z._default(decimalInput, '0'),
  }),
  response: envelope(z.nullable(copyFollowSchema)),
  select: (body): CopyFollow | null => body.data,
  fallback: null,
});

export const copyUnfollow = defineEndpoint({
  name: 'copyUnfollow',
  method: 'POST',
  path: '/api/web/v1/copytrading/unfollow',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 2: stop a copy (the reserved amount and its PnL go back)',
  input: z.object({ id }),
  response: envelope(z.nullable(copyFollowSchema)),
  select: (body): CopyFollow | null => body.data,
  fallback: null,
});
