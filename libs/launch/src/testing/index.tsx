// Fixtures for tests and stories of @exchange/launch, imported as @exchange/launch/testing.
import { ExchangeClientProvider, type CopyFollow, type EndpointName, type FailureKind, type LeadTrader } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import {
  BOT_TEMPLATES,
  LEAD_TRADERS,
  botFromTemplate,
  candyDropsAt,
  launchpoolsAt,
  positionsOf,
  preMarketAt,
  startupsAt,
} from '@exchange/sandbox/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

/** The stories' clock: 2026-11-28 12:00 UTC (the catalog's windows are around it). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;

/** Rows of the sandbox's own catalog (through its testing door), so stories show what the running app shows. */
const only = <T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] => rows.filter((row) => ids.includes(row.id));

/** Four of the sandbox's lead traders: two with room, one full (1000 of 1000), one losing. */
export const fixtureTraders: LeadTrader[] = only(LEAD_TRADERS, ['lt-1', 'lt-2', 'lt-3', 'lt-8']);
const traderOf = (id: string): LeadTrader => {
  const trader = fixtureTraders.find((t) => t.id === id);
  if (trader === undefined) throw new Error(`no fixture trader ${id}`);
  return trader;
};

export const fixtureFollow: CopyFollow = {
  id: 'cf-1',
  trader_id: 'lt-2',
  trader_nickname: traderOf('lt-2').nickname,
  mode: 'futures',
  amount: '120',
  sizing: 'ratio',
  ratio: '1',
  fixed_amount: '0',
  stop_loss: '20',
  pnl: '0',
  status: 'active',
  created_at: FIXTURE_NOW - HOUR,
  stopped_at: 0,
};

/** A KYC 2 user with 1000 USDT and 0.5 BTC in spot and 500 USDT in futures, and the launch catalog around FIXTURE_NOW. */
export function launchFixtures(): FixtureData {
  const [kairo, lumen] = only(startupsAt(FIXTURE_NOW), ['su-1', 'su-2']);
  if (kairo === undefined || lumen === undefined) throw new Error('the sandbox catalog lost its startups');
  const [nexusDrop, orbitalDrop] = only(candyDropsAt(FIXTURE_NOW), ['cd-1', 'cd-3']);
  if (nexusDrop === undefined || orbitalDrop === undefined) throw new Error('the sandbox catalog lost its candy drops');
  const nexusPool = launchpoolsAt(FIXTURE_NOW).find((pool) => pool.id === 'lp-1');
  const templates = only(BOT_TEMPLATES, ['tpl-1', 'tpl-3']);
  const grid = templates[0];
  if (nexusPool === undefined || grid === undefined) throw new Error('the sandbox catalog lost its pool or grid template');
  const myBot = { ...grid, id: 'bot-1', investment: '150', roi: '0', runs: 0, status: 'running' as const, created_at: FIXTURE_NOW };
  const stake = (staked: string, rewards: string, since: number) => ({
    pool_id: nexusPool.id,
    stake_currency: nexusPool.stake_currency,
    token: nexusPool.token,
    staked,
    rewards,
    since,
  });
  return {
    walletBalances: {
      accounts: [
        {
          account: 'spot',
          balances: [
            { currency: 'USDT', available: '1000' },
            { currency: 'BTC', available: '0.5' },
          ],
        },
        { account: 'futures', balances: [{ currency: 'USDT', available: '500' }] },
      ],
      sub_accounts: [],
    },
    copyTraders: (input) => ({ list: fixtureTraders.filter((t) => t.mode === input.mode) }),
    copyTrader: (input) => {
      const index = LEAD_TRADERS.findIndex((t) => t.id === input.id);
      const trader = fixtureTraders.find((t) => t.id === input.id);
      return trader
        ? {
            trader,
            positions: positionsOf(trader, index),
            followers_list: [
              { nickname: 'k***9', amount: '2000', pnl: '769.20' },
              { nickname: 'm***a', amount: '1650', pnl: '793.24' },
            ],
          }
        : null;
    },
    copyFollows: {
      list: [
        fixtureFollow,
        {
          ...fixtureFollow,
          id: 'cf-0',
          trader_id: 'lt-8',
          trader_nickname: traderOf('lt-8').nickname,
          status: 'stopped',
          pnl: '-3.20',
          sizing: 'fixed',
          fixed_amount: '20',
        },
      ],
    },
    copyFollow: (input) => ({ ...fixtureFollow, id: 'cf-9', trader_id: input.trader_id, amount: input.amount }),
    copyUnfollow: (input) => ({ ...fixtureFollow, id: input.id, status: 'stopped' }),
    // Live (USDT), upcoming and ended pools.
    launchpools: { list: only(launchpoolsAt(FIXTURE_NOW), ['lp-1', 'lp-3', 'lp-4']) },
    launchpoolStakes: { list: [stake('200', '0.96', FIXTURE_NOW - 12 * HOUR)] },
    launchpoolStake: (input) => ({ ...stake(input.amount, '0', FIXTURE_NOW), pool_id: input.pool_id }),
    launchpoolUnstake: (input) => ({ ...stake('200', '0.96', FIXTURE_NOW), pool_id: input.pool_id }),
    // One open sale the user committed 100 USDT to, one upcoming.
    startupProjects: { list: [{ ...kairo, my_commit: '100' }, lumen] },
    startupCommit: (input) => ({ ...kairo, id: input.id, my_commit: input.amount }),
    // One live drop, one ended that the user joined.
    candyDrops: { list: [nexusDrop, { ...orbitalDrop, joined: true }] },
    candyDropJoin: (input) => ({ ...nexusDrop, id: input.id, participants: nexusDrop.participants + 1, joined: true }),
    // A trading token and an upcoming one (the premint tab gets the same rows with its kind).
    preMarketTokens: (input) => ({
      list: only(preMarketAt(FIXTURE_NOW, 'pre-market'), ['pm-1', 'pm-3']).map((row) => ({ ...row, kind: input.kind })),
    }),
    strategyBots: { templates, mine: [myBot] },
    strategyBotCreate: (input) => ({
      ...myBot,
      id: 'bot-2',
      kind: input.kind,
      symbol: input.symbol,
      investment: input.investment,
      ...botFromTemplate(input.kind, input.symbol),
    }),
    strategyBotStop: (input) => ({ ...myBot, id: input.id, status: 'stopped' }),
  };
}

/** The same user with nothing listed and nothing of their own (the stories' Empty state). */
export function emptyLaunchFixtures(): FixtureData {
  return {
    ...launchFixtures(),
    copyTraders: { list: [] },
    copyTrader: null,
    copyFollows: { list: [] },
    launchpools: { list: [] },
    launchpoolStakes: { list: [] },
    startupProjects: { list: [] },
    candyDrops: { list: [] },
    preMarketTokens: { list: [] },
    strategyBots: { templates: [], mine: [] },
  };
}

export interface LaunchClientOptions {
  empty?: boolean;
  /** Every call pending (the loading state). */
  pending?: boolean;
  failures?: Partial<Record<EndpointName, FailureKind>>;
}

export function LaunchClientProvider({ options = {}, children }: { options?: LaunchClientOptions; children: ReactNode }) {
  const base = createFixtureClient(options.empty ? emptyLaunchFixtures() : launchFixtures(), options.failures ?? {});
  const client = options.pending ? { ...base, call: () => new Promise<never>(() => undefined) } : base;
  return (
    <ExchangeClientProvider client={client as typeof base} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ExchangeClientProvider>
  );
}

/** A Storybook decorator: the story inside a `LaunchClientProvider`. */
export const withLaunchClient =
  (options: LaunchClientOptions = {}): Decorator =>
  (Story) => (
    <LaunchClientProvider options={options}>
      <Story />
    </LaunchClientProvider>
  );
