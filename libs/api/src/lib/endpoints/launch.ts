import * as z from 'zod/mini';
import {
  BOT_KINDS,
  PRE_MARKET_KINDS,
  candyDropSchema,
  candyDropsSchema,
  launchpoolStakeSchema,
  launchpoolStakesSchema,
  launchpoolsSchema,
  preMarketTokensSchema,
  startupProjectSchema,
  startupProjectsSchema,
  strategyBotSchema,
  strategyBotsSchema,
  type CandyDrop,
  type LaunchpoolStake,
  type StartupProject,
  type StrategyBot,
} from '../schemas/launch';
import { dataOf, envelope } from '../schemas/primitives';
import { decimalInput } from '../schemas/trading';
import { defineEndpoint } from './define-endpoint';

/**
 * The launch products (issue 25 item 4, decision 1898). The spec names the routes (03 §2) but not these calls'
 * paths: they are ours, under /api/web/v1/launch, and the sandbox answers them.
 */
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected an id'));

export const launchpools = defineEndpoint({
  name: 'launchpools',
  method: 'GET',
  path: '/api/web/v1/launch/launchpools',
  source: 'issue 25 item 4, 03 §2 /launchpool: the pools',
  response: envelope(launchpoolsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const launchpoolStakes = defineEndpoint({
  name: 'launchpoolStakes',
  method: 'GET',
  path: '/api/web/v1/launch/launchpools/stakes',
  access: 'user',
  /** The rewards accrue by the second: every answer is fresh. */
  reuse: false,
  source: "issue 25 item 4: the user's stakes and accrued rewards",
  response: envelope(launchpoolStakesSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const launchpoolStake = defineEndpoint({
  name: 'launchpoolStake',
  method: 'POST',
  path: '/api/web/v1/launch/launchpools/stake',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: stake (commit) to a launchpool from the spot balance',
  input: z.object({ pool_id: id, amount: decimalInput }),
  response: envelope(z.nullable(launchpoolStakeSchema)),
  select: (body): LaunchpoolStake | null => body.data,
  fallback: null,
});

export const launchpoolUnstake = defineEndpoint({
  name: 'launchpoolUnstake',
  method: 'POST',
  path: '/api/web/v1/launch/launchpools/unstake',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: unstake everything from a pool (principal and rewards credited to spot)',
  input: z.object({ pool_id: id }),
  response: envelope(z.nullable(launchpoolStakeSchema)),
  select: (body): LaunchpoolStake | null => body.data,
  fallback: null,
});

export const startupProjects = defineEndpoint({
  name: 'startupProjects',
  method: 'GET',
  path: '/api/web/v1/launch/startups',
  source: "issue 25 item 4, 03 §2 /startup and /startup/{id}: the sales (with the user's commitment)",
  response: envelope(startupProjectsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const startupCommit = defineEndpoint({
  name: 'startupCommit',
  method: 'POST',
  path: '/api/web/v1/launch/startups/commit',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: commit to a startup sale inside its window',
  input: z.object({ id, amount: decimalInput }),
  response: envelope(z.nullable(startupProjectSchema)),
  select: (body): StartupProject | null => body.data,
  fallback: null,
});

export const candyDrops = defineEndpoint({
  name: 'candyDrops',
  method: 'GET',
  path: '/api/web/v1/launch/candy-drops',
  source: 'issue 25 item 4, 03 §2 /candy-drop: the campaigns (with whether the user joined)',
  response: envelope(candyDropsSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const candyDropJoin = defineEndpoint({
  name: 'candyDropJoin',
  method: 'POST',
  path: '/api/web/v1/launch/candy-drops/join',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: join a candy drop campaign',
  input: z.object({ id }),
  response: envelope(z.nullable(candyDropSchema)),
  select: (body): CandyDrop | null => body.data,
  fallback: null,
});

export const preMarketTokens = defineEndpoint({
  name: 'preMarketTokens',
  method: 'GET',
  path: '/api/web/v1/launch/pre-market',
  source: 'issue 25 item 4, 03 §2 /premint and /pre-market: tokens before their listing',
  input: z.object({ kind: z.enum(PRE_MARKET_KINDS) }),
  response: envelope(preMarketTokensSchema),
  select: dataOf,
  fallback: { list: [] },
});

export const strategyBots = defineEndpoint({
  name: 'strategyBots',
  method: 'GET',
  path: '/api/web/v1/launch/bots',
  source: "issue 25 item 4, 03 §2 /strategybot: bot templates and the user's bots",
  response: envelope(strategyBotsSchema),
  select: dataOf,
  fallback: { templates: [], mine: [] },
});

export const strategyBotCreate = defineEndpoint({
  name: 'strategyBotCreate',
  method: 'POST',
  path: '/api/web/v1/launch/bots/create',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: create a bot (its investment reserved from spot)',
  input: z.object({ kind: z.enum(BOT_KINDS), symbol: z.string().check(z.regex(/^[A-Z0-9]{2,10}_[A-Z]{3,5}$/)), investment: decimalInput }),
  response: envelope(z.nullable(strategyBotSchema)),
  select: (body): StrategyBot | null => body.data,
  fallback: null,
});

export const strategyBotStop = defineEndpoint({
  name: 'strategyBotStop',
  method: 'POST',
  path: '/api/web/v1/launch/bots/stop',
  effect: 'write',
  access: 'user',
  source: 'issue 25 item 4: stop a bot (its investment goes back to spot)',
  input: z.object({ id }),
  response: envelope(z.nullable(strategyBotSchema)),
  select: (body): StrategyBot | null => body.data,
  fallback: null,
});
