import * as z from 'zod/mini';
import { amount, count, flag, label, list, text } from './primitives';

/**
 * The launch products (issue 25 item 4, 03 §2 `/launchpool`, `/candy-drop`, `/startup`, `/startup/{id}`, `/premint`,
 * `/pre-market`, `/strategybot`; decision 1898). Times are epoch ms; amounts decimal text.
 */

/** A launchpool: stake one coin, earn a new token by the hour until the pool ends. */
export const launchpoolSchema = z.looseObject({
  id: label,
  /** The token earned. */
  token: text,
  token_name: text,
  /** The coin staked. */
  stake_currency: text,
  /** Tokens earned per staked unit per hour. */
  hourly_rate: amount,
  total_reward: amount,
  total_staked: amount,
  min_stake: amount,
  max_stake: amount,
  start_at: count,
  end_at: count,
});
export type Launchpool = z.output<typeof launchpoolSchema>;
export const launchpoolsSchema = z.looseObject({ list: list(launchpoolSchema) });
export type Launchpools = z.output<typeof launchpoolsSchema>;

/** The user's stake in one pool, with what it has earned so far (the server's count). */
export const launchpoolStakeSchema = z.looseObject({
  pool_id: label,
  stake_currency: text,
  token: text,
  staked: amount,
  rewards: amount,
  /** Epoch ms the stake (or its last top-up) started accruing. */
  since: count,
});
export type LaunchpoolStake = z.output<typeof launchpoolStakeSchema>;
export const launchpoolStakesSchema = z.looseObject({ list: list(launchpoolStakeSchema) });
export type LaunchpoolStakes = z.output<typeof launchpoolStakesSchema>;

/** A startup (launchpad) sale: commit USDT in the window, get an allocation pro rata when it closes. */
export const startupProjectSchema = z.looseObject({
  id: label,
  token: text,
  name: text,
  description: text,
  /** USDT per token. */
  price: amount,
  /** Tokens for sale. */
  supply: amount,
  commit_currency: text,
  total_committed: amount,
  min_commit: amount,
  max_commit: amount,
  start_at: count,
  end_at: count,
  /** The user's commitment ("0" when none or logged out). */
  my_commit: amount,
});
export type StartupProject = z.output<typeof startupProjectSchema>;
export const startupProjectsSchema = z.looseObject({ list: list(startupProjectSchema) });
export type StartupProjects = z.output<typeof startupProjectsSchema>;

/** A candy drop: complete trading tasks in the window, share the token prize pool. */
export const candyDropSchema = z.looseObject({
  id: label,
  token: text,
  name: text,
  prize_pool: amount,
  participants: count,
  /** What a participant must do, in the sandbox's words. */
  tasks: list(text),
  start_at: count,
  end_at: count,
  joined: flag,
});
export type CandyDrop = z.output<typeof candyDropSchema>;
export const candyDropsSchema = z.looseObject({ list: list(candyDropSchema) });
export type CandyDrops = z.output<typeof candyDropsSchema>;

export const PRE_MARKET_KINDS = ['premint', 'pre-market'] as const;
export type PreMarketKind = (typeof PRE_MARKET_KINDS)[number];

/** A token traded before its listing (pre-market) or minted ahead as points (premint). */
export const preMarketTokenSchema = z.looseObject({
  id: label,
  kind: z.catch(z.enum(PRE_MARKET_KINDS), 'pre-market'),
  token: text,
  name: text,
  /** Last price, USDT ("0" before trading starts). */
  price: amount,
  /** 24 h change, percent. */
  change: amount,
  volume: amount,
  start_at: count,
  /** When the pre-market settles into the listed token. */
  end_at: count,
  /** The spot pair it lists as after settlement, e.g. `NXT_USDT`. */
  pair: text,
});
export type PreMarketToken = z.output<typeof preMarketTokenSchema>;
export const preMarketTokensSchema = z.looseObject({ list: list(preMarketTokenSchema) });
export type PreMarketTokens = z.output<typeof preMarketTokensSchema>;

export const BOT_KINDS = ['spot_grid', 'futures_grid', 'dca'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** A strategy bot: a template on the market list, or one the user runs (`mine`). */
export const strategyBotSchema = z.looseObject({
  id: label,
  kind: z.catch(z.enum(BOT_KINDS), 'spot_grid'),
  symbol: text,
  /** USDT invested. */
  investment: amount,
  /** 7-day ROI of a template, or the running bot's, percent. */
  roi: amount,
  /** Grid bounds (grid bots) and the number of grids; "0" for DCA. */
  lower: amount,
  upper: amount,
  grids: count,
  runs: count,
  status: z.catch(z.enum(['template', 'running', 'stopped']), 'template'),
  created_at: count,
});
export type StrategyBot = z.output<typeof strategyBotSchema>;
export const strategyBotsSchema = z.looseObject({ templates: list(strategyBotSchema), mine: list(strategyBotSchema) });
export type StrategyBots = z.output<typeof strategyBotsSchema>;
