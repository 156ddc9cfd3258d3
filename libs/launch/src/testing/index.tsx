// Fixtures for tests and stories of @exchange/launch, imported as @exchange/launch/testing.
import { ExchangeClientProvider, type CopyFollow, type EndpointName, type FailureKind, type LeadTrader } from '@exchange/api';
import { createFixtureClient, type FixtureData } from '@exchange/api/testing';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

/** The stories' clock: 2026-11-28 12:00 UTC (windows below are around it). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const curve = (roi: number): number[] =>
  Array.from({ length: 30 }, (_, i) => Number(((roi * (i + 1)) / 30 + Math.sin(i * 1.7) * 3).toFixed(2)));

export const fixtureTraders: LeadTrader[] = [
  {
    id: 'lt-1',
    nickname: 'AlphaWhale',
    mode: 'futures',
    roi: '182.40',
    pnl: '218880.00',
    win_rate: '71.2',
    followers: 498,
    max_followers: 500,
    aum: '423300.00',
    min_amount: '100',
    days: 90,
    curve: curve(182.4),
  },
  {
    id: 'lt-2',
    nickname: 'SteadyGrid',
    mode: 'futures',
    roi: '96.15',
    pnl: '151631.00',
    win_rate: '64.8',
    followers: 321,
    max_followers: 750,
    aum: '301740.00',
    min_amount: '50',
    days: 127,
    curve: curve(96.15),
  },
  {
    id: 'lt-3',
    nickname: 'MoonRanger',
    mode: 'futures',
    roi: '64.30',
    pnl: '125642.20',
    win_rate: '58.1',
    followers: 1000,
    max_followers: 1000,
    aum: '1030000.00',
    min_amount: '50',
    days: 164,
    curve: curve(64.3),
  },
  {
    id: 'lt-8',
    nickname: 'ScalpMaster',
    mode: 'futures',
    roi: '-6.40',
    pnl: '-24569.00',
    win_rate: '44.2',
    followers: 12,
    max_followers: 500,
    aum: '17880.00',
    min_amount: '50',
    days: 349,
    curve: curve(-6.4),
  },
];

export const fixtureFollow: CopyFollow = {
  id: 'cf-1',
  trader_id: 'lt-2',
  trader_nickname: 'SteadyGrid',
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
  const day = FIXTURE_NOW - (FIXTURE_NOW % DAY);
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
      const trader = fixtureTraders.find((t) => t.id === input.id);
      return trader
        ? {
            trader,
            positions: [
              { symbol: 'BTC_USDT', side: 'long', leverage: 10, entry_price: '94090.00', mark_price: '97000.00', roe: '30.93' },
              { symbol: 'ETH_USDT', side: 'short', leverage: 5, entry_price: '3468.00', mark_price: '3400.00', roe: '9.80' },
            ],
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
          trader_nickname: 'ScalpMaster',
          status: 'stopped',
          pnl: '-3.20',
          sizing: 'fixed',
          fixed_amount: '20',
        },
      ],
    },
    copyFollow: (input) => ({ ...fixtureFollow, id: 'cf-9', trader_id: input.trader_id, amount: input.amount }),
    copyUnfollow: (input) => ({ ...fixtureFollow, id: input.id, status: 'stopped' }),
    launchpools: {
      list: [
        {
          id: 'lp-1',
          token: 'NXT',
          token_name: 'Nexus Protocol',
          stake_currency: 'USDT',
          hourly_rate: '0.0004',
          total_reward: '12000000',
          total_staked: '48210330',
          min_stake: '10',
          max_stake: '50000',
          start_at: day - 2 * DAY,
          end_at: day + 5 * DAY,
        },
        {
          id: 'lp-3',
          token: 'ORB',
          token_name: 'Orbital Finance',
          stake_currency: 'USDT',
          hourly_rate: '0.0006',
          total_reward: '8000000',
          total_staked: '0',
          min_stake: '10',
          max_stake: '30000',
          start_at: day + 2 * DAY,
          end_at: day + 9 * DAY,
        },
        {
          id: 'lp-4',
          token: 'LUM',
          token_name: 'Lumen Layer',
          stake_currency: 'USDT',
          hourly_rate: '0.0003',
          total_reward: '5000000',
          total_staked: '61002211',
          min_stake: '10',
          max_stake: '50000',
          start_at: day - 12 * DAY,
          end_at: day - 5 * DAY,
        },
      ],
    },
    launchpoolStakes: {
      list: [{ pool_id: 'lp-1', stake_currency: 'USDT', token: 'NXT', staked: '200', rewards: '0.96', since: FIXTURE_NOW - 12 * HOUR }],
    },
    launchpoolStake: (input) => ({
      pool_id: input.pool_id,
      stake_currency: 'USDT',
      token: 'NXT',
      staked: input.amount,
      rewards: '0',
      since: FIXTURE_NOW,
    }),
    launchpoolUnstake: (input) => ({
      pool_id: input.pool_id,
      stake_currency: 'USDT',
      token: 'NXT',
      staked: '200',
      rewards: '0.96',
      since: FIXTURE_NOW,
    }),
    startupProjects: {
      list: [
        {
          id: 'su-1',
          token: 'KAI',
          name: 'Kairo Network',
          description: 'A modular data-availability layer for rollups.',
          price: '0.05',
          supply: '20000000',
          commit_currency: 'USDT',
          total_committed: '2480100',
          min_commit: '10',
          max_commit: '20000',
          start_at: day - DAY,
          end_at: day + 2 * DAY,
          my_commit: '100',
        },
        {
          id: 'su-2',
          token: 'LUM',
          name: 'Lumen Layer',
          description: 'Zero-knowledge light clients.',
          price: '0.12',
          supply: '5000000',
          commit_currency: 'USDT',
          total_committed: '0',
          min_commit: '10',
          max_commit: '10000',
          start_at: day + 3 * DAY,
          end_at: day + 6 * DAY,
          my_commit: '0',
        },
      ],
    },
    startupCommit: (input) => ({
      id: input.id,
      token: 'KAI',
      name: 'Kairo Network',
      description: '',
      price: '0.05',
      supply: '20000000',
      commit_currency: 'USDT',
      total_committed: '2480200',
      min_commit: '10',
      max_commit: '20000',
      start_at: day - DAY,
      end_at: day + 2 * DAY,
      my_commit: input.amount,
    }),
    candyDrops: {
      list: [
        {
          id: 'cd-1',
          token: 'NXT',
          name: 'Nexus Protocol',
          prize_pool: '1500000',
          participants: 18344,
          tasks: ['Trade at least 100 USDT of NXT_USDT spot'],
          start_at: day - DAY,
          end_at: day + 6 * DAY,
          joined: false,
        },
        {
          id: 'cd-3',
          token: 'ORB',
          name: 'Orbital Finance',
          prize_pool: '600000',
          participants: 40210,
          tasks: ['Trade at least 100 USDT of ORB_USDT spot'],
          start_at: day - 20 * DAY,
          end_at: day - 13 * DAY,
          joined: true,
        },
      ],
    },
    candyDropJoin: (input) => ({
      id: input.id,
      token: 'NXT',
      name: 'Nexus Protocol',
      prize_pool: '1500000',
      participants: 18345,
      tasks: [],
      start_at: day - DAY,
      end_at: day + 6 * DAY,
      joined: true,
    }),
    preMarketTokens: (input) => ({
      list: [
        {
          id: 'pm-1',
          kind: input.kind,
          token: 'LUM',
          name: 'Lumen Layer',
          price: '0.1834',
          change: '12.40',
          volume: '4820331',
          start_at: day - 2 * DAY,
          end_at: day + 4 * DAY,
          pair: 'LUM_USDT',
        },
        {
          id: 'pm-3',
          kind: input.kind,
          token: 'ARC',
          name: 'Arc Rollup',
          price: '0',
          change: '0',
          volume: '0',
          start_at: day + DAY,
          end_at: day + 9 * DAY,
          pair: 'ARC_USDT',
        },
      ],
    }),
    strategyBots: {
      templates: [
        {
          id: 'tpl-1',
          kind: 'spot_grid',
          symbol: 'BTC_USDT',
          investment: '1000',
          roi: '8.42',
          lower: '90000',
          upper: '104000',
          grids: 40,
          runs: 12840,
          status: 'template',
          created_at: 0,
        },
        {
          id: 'tpl-3',
          kind: 'dca',
          symbol: 'SOL_USDT',
          investment: '300',
          roi: '4.95',
          lower: '0',
          upper: '0',
          grids: 0,
          runs: 3307,
          status: 'template',
          created_at: 0,
        },
      ],
      mine: [
        {
          id: 'bot-1',
          kind: 'spot_grid',
          symbol: 'BTC_USDT',
          investment: '150',
          roi: '0',
          lower: '90000',
          upper: '104000',
          grids: 40,
          runs: 0,
          status: 'running',
          created_at: FIXTURE_NOW,
        },
      ],
    },
    strategyBotCreate: (input) => ({
      id: 'bot-2',
      kind: input.kind,
      symbol: input.symbol,
      investment: input.investment,
      roi: '0',
      lower: '0',
      upper: '0',
      grids: 0,
      runs: 0,
      status: 'running',
      created_at: FIXTURE_NOW,
    }),
    strategyBotStop: (input) => ({
      id: input.id,
      kind: 'spot_grid',
      symbol: 'BTC_USDT',
      investment: '150',
      roi: '0',
      lower: '0',
      upper: '0',
      grids: 0,
      runs: 0,
      status: 'stopped',
      created_at: FIXTURE_NOW,
    }),
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
