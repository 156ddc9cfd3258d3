import type { CandyDrop, LeadPosition, LeadTrader, Launchpool, PreMarketToken, StartupProject, StrategyBot } from '@exchange/api';

/**
 * The sandbox's copy-trading and launch catalog (issue 25, decision 1898). Windows are anchored to the start of the
 * request's UTC day, so one day shows the same live, upcoming and ended products; what a user did is stored with the
 * numbers it needs (launch-state.ts), so a new day never rewrites a balance.
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const dayStart = (now: number): number => Math.floor(now / DAY) * DAY;

const NICKNAMES = [
  'AlphaWhale',
  'SteadyGrid',
  'MoonRanger',
  'DeltaNeutral',
  'NightOwlFX',
  'TrendSurfer',
  'QuietCompounder',
  'Sakura Quant',
  'DesertFalcon',
  'BlueChipOnly',
  'ScalpMaster',
  'MacroMind',
] as const;

/** A deterministic cumulative-ROI curve of 30 days ending at `roi`, with some drawdowns. */
function curveOf(seed: number, roi: number): number[] {
  const points: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const trend = (roi * (i + 1)) / 30;
    const wobble = Math.sin((i + seed) * 1.7) * Math.max(2, Math.abs(roi) * 0.08);
    points.push(Number((i === 29 ? roi : trend + wobble).toFixed(2)));
  }
  return points;
}

/** Twelve lead traders: eight futures, four spot; one full (max followers reached). */
export const LEAD_TRADERS: readonly LeadTrader[] = NICKNAMES.map((nickname, i) => {
  const roi = [182.4, 96.15, 64.3, 41.9, 33.05, 27.6, 18.2, -6.4, 58.7, 22.9, 12.35, 8.8][i] ?? 10;
  const followers = [498, 321, 1000, 210, 86, 154, 45, 12, 260, 190, 74, 30][i] ?? 10;
  return {
    id: `lt-${i + 1}`,
    nickname,
    mode: i < 8 ? 'futures' : 'spot',
    roi: roi.toFixed(2),
    pnl: (roi * (1200 + i * 377)).toFixed(2),
    win_rate: ([71.2, 64.8, 58.1, 76.4, 55.0, 61.3, 68.9, 44.2, 66.6, 72.1, 59.4, 80.3][i] ?? 50).toFixed(1),
    followers,
    max_followers: i === 2 ? 1000 : 500 + (i % 3) * 250,
    aum: (followers * (850 + i * 90)).toFixed(2),
    min_amount: i % 4 === 0 ? '100' : '50',
    days: 90 + i * 37,
    curve: curveOf(i, roi),
  };
});

const SYMBOLS = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'XRP_USDT', 'DOGE_USDT'] as const;
const PRICES: Readonly<Record<string, number>> = { BTC_USDT: 97000, ETH_USDT: 3400, SOL_USDT: 182, XRP_USDT: 2.31, DOGE_USDT: 0.38 };

/** A trader's open positions (the futures ones; spot traders hold none here). */
export function positionsOf(trader: LeadTrader, index: number): LeadPosition[] {
  if (trader.mode !== 'futures') return [];
  return SYMBOLS.slice(0, 1 + (index % 3)).map((symbol, j) => {
    const mark = PRICES[symbol] ?? 1;
    const long = (index + j) % 2 === 0;
    const entry = mark * (long ? 0.97 + j * 0.004 : 1.02 - j * 0.003);
    const leverage = [10, 5, 20][j % 3] ?? 10;
    const roe = ((long ? mark - entry : entry - mark) / entry) * leverage * 100;
    const digits = mark < 10 ? 4 : 2;
    return {
      symbol,
      side: long ? 'long' : 'short',
      leverage,
      entry_price: entry.toFixed(digits),
      mark_price: mark.toFixed(digits),
      roe: roe.toFixed(2),
    };
  });
}

const TOKENS = [
  { token: 'NXT', name: 'Nexus Protocol' },
  { token: 'ORB', name: 'Orbital Finance' },
  { token: 'KAI', name: 'Kairo Network' },
  { token: 'LUM', name: 'Lumen Layer' },
] as const;

/** Launchpools of the day: two live (USDT and BTC), one upcoming, one ended. */
export function launchpoolsAt(now: number): Launchpool[] {
  const day = dayStart(now);
  return [
    {
      id: 'lp-1',
      ...pick(0),
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
      id: 'lp-2',
      ...pick(0),
      stake_currency: 'BTC',
      hourly_rate: '35',
      total_reward: '3000000',
      total_staked: '812.44',
      min_stake: '0.001',
      max_stake: '5',
      start_at: day - 2 * DAY,
      end_at: day + 5 * DAY,
    },
    {
      id: 'lp-3',
      ...pick(1),
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
      ...pick(3),
      stake_currency: 'USDT',
      hourly_rate: '0.0003',
      total_reward: '5000000',
      total_staked: '61002211',
      min_stake: '10',
      max_stake: '50000',
      start_at: day - 12 * DAY,
      end_at: day - 5 * DAY,
    },
  ];
}

function pick(i: number): { token: string; token_name: string } {
  const t = TOKENS[i] ?? TOKENS[0];
  return { token: t.token, token_name: t.name };
}

/** Startup sales of the day: one open for commitment, one upcoming, one ended. */
export function startupsAt(now: number): StartupProject[] {
  const day = dayStart(now);
  return [
    {
      id: 'su-1',
      token: 'KAI',
      name: 'Kairo Network',
      description: 'A modular data-availability layer for rollups. 10% of the supply is sold here at a fixed price.',
      price: '0.05',
      supply: '20000000',
      commit_currency: 'USDT',
      total_committed: '2480000',
      min_commit: '10',
      max_commit: '20000',
      start_at: day - DAY,
      end_at: day + 2 * DAY,
      my_commit: '0',
    },
    {
      id: 'su-2',
      token: 'LUM',
      name: 'Lumen Layer',
      description: 'Zero-knowledge light clients for cross-chain messaging.',
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
    {
      id: 'su-3',
      token: 'ORB',
      name: 'Orbital Finance',
      description: 'On-chain fixed-rate lending. Oversubscribed 4.2 times; allocations distributed.',
      price: '0.08',
      supply: '10000000',
      commit_currency: 'USDT',
      total_committed: '3360000',
      min_commit: '10',
      max_commit: '20000',
      start_at: day - 9 * DAY,
      end_at: day - 6 * DAY,
      my_commit: '0',
    },
  ];
}

export function candyDropsAt(now: number): CandyDrop[] {
  const day = dayStart(now);
  return [
    {
      id: 'cd-1',
      token: 'NXT',
      name: 'Nexus Protocol',
      prize_pool: '1500000',
      participants: 18344,
      tasks: ['Trade at least 100 USDT of NXT_USDT spot', 'Deposit at least 50 USDT'],
      start_at: day - DAY,
      end_at: day + 6 * DAY,
      joined: false,
    },
    {
      id: 'cd-2',
      token: 'KAI',
      name: 'Kairo Network',
      prize_pool: '800000',
      participants: 0,
      tasks: ['Trade at least 200 USDT of KAI_USDT spot'],
      start_at: day + 3 * DAY,
      end_at: day + 10 * DAY,
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
      joined: false,
    },
  ];
}

export function preMarketAt(now: number, kind: 'premint' | 'pre-market'): PreMarketToken[] {
  const day = dayStart(now);
  const rows: PreMarketToken[] =
    kind === 'pre-market'
      ? [
          {
            id: 'pm-1',
            kind,
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
            id: 'pm-2',
            kind,
            token: 'VEX',
            name: 'Vexa AI',
            price: '1.0420',
            change: '-3.15',
            volume: '1288040',
            start_at: day - DAY,
            end_at: day + 8 * DAY,
            pair: 'VEX_USDT',
          },
          {
            id: 'pm-3',
            kind,
            token: 'ARC',
            name: 'Arc Rollup',
            price: '0',
            change: '0',
            volume: '0',
            start_at: day + DAY,
            end_at: day + 9 * DAY,
            pair: 'ARC_USDT',
          },
          {
            id: 'pm-4',
            kind,
            token: 'ORB',
            name: 'Orbital Finance',
            price: '0.3120',
            change: '0',
            volume: '9921044',
            start_at: day - 15 * DAY,
            end_at: day - 6 * DAY,
            pair: 'ORB_USDT',
          },
        ]
      : [
          {
            id: 'pt-1',
            kind,
            token: 'ZEN',
            name: 'Zenith Points',
            price: '0.0072',
            change: '5.60',
            volume: '320118',
            start_at: day - 3 * DAY,
            end_at: day + 12 * DAY,
            pair: 'ZEN_USDT',
          },
          {
            id: 'pt-2',
            kind,
            token: 'HALO',
            name: 'Halo Points',
            price: '0',
            change: '0',
            volume: '0',
            start_at: day + 2 * DAY,
            end_at: day + 20 * DAY,
            pair: 'HALO_USDT',
          },
          {
            id: 'pt-3',
            kind,
            token: 'NXT',
            name: 'Nexus Points',
            price: '0.0410',
            change: '0',
            volume: '2210400',
            start_at: day - 30 * DAY,
            end_at: day - 10 * DAY,
            pair: 'NXT_USDT',
          },
        ];
  return rows;
}

export const BOT_TEMPLATES: readonly StrategyBot[] = [
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
    id: 'tpl-2',
    kind: 'futures_grid',
    symbol: 'ETH_USDT',
    investment: '500',
    roi: '15.10',
    lower: '3100',
    upper: '3700',
    grids: 30,
    runs: 6120,
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
  {
    id: 'tpl-4',
    kind: 'spot_grid',
    symbol: 'XRP_USDT',
    investment: '200',
    roi: '6.31',
    lower: '2.05',
    upper: '2.6',
    grids: 25,
    runs: 2281,
    status: 'template',
    created_at: 0,
  },
];

/** The bot a template (kind + symbol) creates, with its bounds around the current price. */
export function botFromTemplate(kind: StrategyBot['kind'], symbol: string): Pick<StrategyBot, 'lower' | 'upper' | 'grids'> {
  const template = BOT_TEMPLATES.find((t) => t.kind === kind && t.symbol === symbol);
  if (template) return { lower: template.lower, upper: template.upper, grids: template.grids };
  const price = PRICES[symbol] ?? 1;
  return kind === 'dca'
    ? { lower: '0', upper: '0', grids: 0 }
    : { lower: (price * 0.92).toFixed(2), upper: (price * 1.08).toFixed(2), grids: 30 };
}

export const BOT_SYMBOLS: readonly string[] = SYMBOLS;
