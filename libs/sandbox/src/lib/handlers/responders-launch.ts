import { checkCopyFollow, kycLevelOneOrAbove, launchPhase, type CopyFollow, type CopyFollowRefusal, type LeadTrader } from '@exchange/api';
import {
  BOT_SYMBOLS,
  BOT_TEMPLATES,
  LEAD_TRADERS,
  botFromTemplate,
  candyDropsAt,
  launchpoolsAt,
  positionsOf,
  preMarketAt,
  startupsAt,
} from '../launch/catalog';
import { stakeRewards, stakeRewardUnits } from '../launch/launch-ledger';
import { emptyLaunchState, type LaunchState } from '../launch/launch-state';
import { emptyMoneyState } from '../money/money-state';
import { fromUnits, toUnits } from '../rules/funds-transfer';
import type { SessionState } from '../state/session-state';
import { availableWallet } from '../trading/session-trading';
import { ok, refuse, type Responder, type SandboxAnswer, type SandboxContext } from './context';
import { forUser, type UserContext } from './for-user';

/** Issue 25 (decision 1898): copy trading and the launch products. Refusal codes are ours (the specs show none). */
export const LAUNCH_CODES = {
  kyc: 31001,
  restricted: 31002,
  unknown: 31010,
  notLive: 31011,
  amount: 31012,
  balance: 31013,
  limit: 31014,
  notActive: 31015,
  csrf: 10010,
} as const;

const COPY_REFUSALS: Record<CopyFollowRefusal, string> = {
  amount: 'Enter an amount greater than 0',
  below_minimum: 'The amount is below this trader\u2019s minimum',
  above_maximum: 'The amount is above the maximum for one copy',
  balance: 'Insufficient balance',
  trader_full: 'This trader has reached the maximum number of followers',
  already_following: 'You are already copying this trader',
  ratio: 'The copy ratio must be between 0.1 and 5',
  fixed_amount: 'The fixed amount per order must be at least 5 USDT and at most the copy amount',
  stop_loss: 'The stop-loss must be 0 (none) or between 5% and 95%',
};

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const launchOf = (state: SessionState): LaunchState => state.money?.launch ?? emptyLaunchState();
const withLaunch = (answer: SandboxAnswer, update: (launch: LaunchState) => LaunchState): SandboxAnswer => ({
  ...answer,
  update: (state) => {
    const money = state.money ?? emptyMoneyState();
    return { ...state, money: { ...money, launch: update(money.launch ?? emptyLaunchState()) } };
  },
});
const csrfOk = (csrf: SandboxContext['csrf']): boolean => {
  const header = csrf?.header?.trim() ?? '';
  return header !== '' && (csrf?.cookie == null || csrf.cookie === '' || csrf.cookie === header);
};

/** The balances after everything this browser did (the one ledger: money/ledger.ts). */
const walletNow = (context: UserContext) => availableWallet(context.account, context.state, context.now);
const available = (context: UserContext, account: string, currency: string): string => walletNow(context)[account]?.[currency] ?? '0';

/** A write needs the CSRF header, KYC level 1 and a region that allows the product's feature code. */
const writeRefusal = (context: UserContext, feature: string): SandboxAnswer | null => {
  if (!csrfOk(context.csrf)) return refuse(LAUNCH_CODES.csrf, 'Invalid CSRF token');
  if (!kycLevelOneOrAbove(context.account.userInfo.verified))
    return refuse(LAUNCH_CODES.kyc, 'Complete identity verification (KYC level 1) to use this product');
  if (context.persona.compliance.menu.includes(feature))
    return refuse(LAUNCH_CODES.restricted, 'This product is not available in your region');
  return null;
};

/** A trader with the user's own active copy counted among the followers. */
const traderFor = (trader: LeadTrader, state: SessionState): LeadTrader => {
  const mine = launchOf(state).follows.filter((f) => f.trader_id === trader.id && f.status === 'active').length;
  return mine === 0 ? trader : { ...trader, followers: trader.followers + mine, aum: (Number(trader.aum) + mine * 100).toFixed(2) };
};

const units = (value: string): bigint => toUnits(value) ?? 0n;
const positive = (value: string): boolean => /^\d+(\.\d{1,8})?$/.test(value) && units(value) > 0n;

const stakesAnswer = (launch: LaunchState, now: number) =>
  launch.stakes.map((s) => ({
    pool_id: s.pool_id,
    stake_currency: s.stake_currency,
    token: s.token,
    staked: s.staked,
    rewards: stakeRewards(s, now),
    since: s.since,
  }));

export const launchResponders = {
  copyTraders: (context) => {
    const mode = context.input['mode'] === 'spot' ? 'spot' : 'futures';
    return ok({ list: LEAD_TRADERS.filter((t) => t.mode === mode).map((t) => traderFor(t, context.state)) });
  },
  copyTrader: (context) => {
    const index = LEAD_TRADERS.findIndex((t) => t.id === str(context.input['id']));
    const trader = LEAD_TRADERS[index];
    if (trader === undefined) return ok(null);
    const followers_list = ['k***9', 'm***a', 'tr***r', 's***n', 'x***1'].map((nickname, i) => ({
      nickname,
      amount: String(2000 - i * 350),
      pnl: ((Number(trader.roi) / 100) * (2000 - i * 350) * (0.4 + i * 0.1)).toFixed(2),
    }));
    return ok({ trader: traderFor(trader, context.state), positions: positionsOf(trader, index), followers_list });
  },
  copyFollows: forUser((context) => ok({ list: [...launchOf(context.state).follows].reverse() })),
  copyFollow: forUser((context) => {
    const refusal = writeRefusal(context, 'copy_trading');
    if (refusal) return refusal;
    const base = LEAD_TRADERS.find((t) => t.id === str(context.input['trader_id']));
    if (base === undefined) return refuse(LAUNCH_CODES.unknown, 'Unknown trader');
    const launch = launchOf(context.state);
    const trader = traderFor(base, context.state);
    const request = {
      amount: str(context.input['amount']),
      sizing: context.input['sizing'] === 'fixed' ? ('fixed' as const) : ('ratio' as const),
      ratio: str(context.input['ratio']) || '1',
      fixed_amount: str(context.input['fixed_amount']) || '0',
      stop_loss: str(context.input['stop_loss']) || '0',
    };
    const account = trader.mode === 'futures' ? 'futures' : 'spot';
    const check = checkCopyFollow(request, { trader, follows: launch.follows, available: available(context, account, 'USDT') });
    if (!check.ok) return refuse(check.reason === 'balance' ? LAUNCH_CODES.balance : LAUNCH_CODES.limit, COPY_REFUSALS[check.reason]);
    const follow: CopyFollow = {
      id: `cf-${launch.nextId}`,
      trader_id: trader.id,
      trader_nickname: trader.nickname,
      mode: trader.mode,
      amount: fromUnits(units(request.amount)),
      sizing: request.sizing,
      ratio: request.sizing === 'ratio' ? request.ratio : '0',
      fixed_amount: request.sizing === 'fixed' ? request.fixed_amount : '0',
      stop_loss: request.stop_loss,
      pnl: '0',
      status: 'active',
      created_at: context.now,
      stopped_at: 0,
    };
    return withLaunch(ok(follow), (l) => ({ ...l, follows: [...l.follows, follow], nextId: l.nextId + 1 }));
  }),
  copyUnfollow: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(LAUNCH_CODES.csrf, 'Invalid CSRF token');
    const id = str(context.input['id']);
    const follow = launchOf(context.state).follows.find((f) => f.id === id);
    if (follow === undefined || follow.status !== 'active') return refuse(LAUNCH_CODES.notActive, 'This copy is not active');
    const stopped: CopyFollow = { ...follow, status: 'stopped', stopped_at: context.now };
    return withLaunch(ok(stopped), (l) => ({ ...l, follows: l.follows.map((f) => (f.id === id ? stopped : f)) }));
  }),

  launchpools: (context) => {
    const launch = launchOf(context.state);
    return ok({
      list: launchpoolsAt(context.now).map((pool) => {
        const mine = launch.stakes.find((s) => s.pool_id === pool.id);
        return mine ? { ...pool, total_staked: fromUnits(units(pool.total_staked) + units(mine.staked)) } : pool;
      }),
    });
  },
  launchpoolStakes: forUser((context) => ok({ list: stakesAnswer(launchOf(context.state), context.now) })),
  launchpoolStake: forUser((context) => {
    const refusal = writeRefusal(context, 'launchpool');
    if (refusal) return refusal;
    const pool = launchpoolsAt(context.now).find((p) => p.id === str(context.input['pool_id']));
    if (pool === undefined) return refuse(LAUNCH_CODES.unknown, 'Unknown pool');
    if (launchPhase(pool, context.now) !== 'live')
      return refuse(
        LAUNCH_CODES.notLive,
        launchPhase(pool, context.now) === 'upcoming' ? 'This pool has not started yet' : 'This pool has ended',
      );
    const amount = str(context.input['amount']);
    if (!positive(amount)) return refuse(LAUNCH_CODES.amount, 'Enter an amount greater than 0');
    const launch = launchOf(context.state);
    const current = launch.stakes.find((s) => s.pool_id === pool.id);
    const total = units(amount) + (current ? units(current.staked) : 0n);
    if (units(amount) < units(pool.min_stake) && current === undefined)
      return refuse(LAUNCH_CODES.amount, `The minimum stake is ${pool.min_stake} ${pool.stake_currency}`);
    if (total > units(pool.max_stake)) return refuse(LAUNCH_CODES.limit, `The maximum stake is ${pool.max_stake} ${pool.stake_currency}`);
    if (units(amount) > units(available(context, 'spot', pool.stake_currency))) return refuse(LAUNCH_CODES.balance, 'Insufficient balance');
    const stake = {
      pool_id: pool.id,
      stake_currency: pool.stake_currency,
      token: pool.token,
      staked: fromUnits(total),
      hourly_rate: pool.hourly_rate,
      banked: current ? fromUnits(stakeRewardUnits(current, context.now)) : '0',
      since: context.now,
      end_at: pool.end_at,
    };
    return withLaunch(ok({ ...stake, rewards: stake.banked }), (l) => ({
      ...l,
      stakes: [...l.stakes.filter((s) => s.pool_id !== pool.id), stake],
    }));
  }),
  launchpoolUnstake: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(LAUNCH_CODES.csrf, 'Invalid CSRF token');
    const id = str(context.input['pool_id']);
    const stake = launchOf(context.state).stakes.find((s) => s.pool_id === id);
    if (stake === undefined) return refuse(LAUNCH_CODES.notActive, 'Nothing staked in this pool');
    const rewards = stakeRewards(stake, context.now);
    return withLaunch(ok({ ...stake, rewards }), (l) => ({
      ...l,
      stakes: l.stakes.filter((s) => s.pool_id !== id),
      credits: units(rewards) > 0n ? [...l.credits, { currency: stake.token, amount: rewards }] : l.credits,
    }));
  }),

  startupProjects: (context) => {
    const launch = launchOf(context.state);
    return ok({
      list: startupsAt(context.now).map((project) => {
        const mine = launch.commits.filter((c) => c.id === project.id).reduce((sum, c) => sum + units(c.amount), 0n);
        return { ...project, total_committed: fromUnits(units(project.total_committed) + mine), my_commit: fromUnits(mine) };
      }),
    });
  },
  startupCommit: forUser((context) => {
    const refusal = writeRefusal(context, 'startup');
    if (refusal) return refusal;
    const project = startupsAt(context.now).find((p) => p.id === str(context.input['id']));
    if (project === undefined) return refuse(LAUNCH_CODES.unknown, 'Unknown project');
    const phase = launchPhase(project, context.now);
    if (phase !== 'live')
      return refuse(LAUNCH_CODES.notLive, phase === 'upcoming' ? 'The subscription has not started yet' : 'The subscription has ended');
    const amount = str(context.input['amount']);
    if (!positive(amount)) return refuse(LAUNCH_CODES.amount, 'Enter an amount greater than 0');
    const launch = launchOf(context.state);
    const mine = launch.commits.filter((c) => c.id === project.id).reduce((sum, c) => sum + units(c.amount), 0n);
    if (mine === 0n && units(amount) < units(project.min_commit))
      return refuse(LAUNCH_CODES.amount, `The minimum commitment is ${project.min_commit} USDT`);
    if (mine + units(amount) > units(project.max_commit))
      return refuse(LAUNCH_CODES.limit, `The maximum commitment is ${project.max_commit} USDT`);
    if (units(amount) > units(available(context, 'spot', project.commit_currency)))
      return refuse(LAUNCH_CODES.balance, 'Insufficient balance');
    const commit = {
      id: project.id,
      token: project.token,
      commit_currency: project.commit_currency,
      amount: fromUnits(units(amount)),
      price: project.price,
      supply: project.supply,
      others: project.total_committed,
      end_at: project.end_at,
    };
    const answer = {
      ...project,
      total_committed: fromUnits(units(project.total_committed) + mine + units(amount)),
      my_commit: fromUnits(mine + units(amount)),
    };
    return withLaunch(ok(answer), (l) => ({ ...l, commits: [...l.commits, commit] }));
  }),

  candyDrops: (context) => {
    const joined = launchOf(context.state).candyDrops;
    return ok({
      list: candyDropsAt(context.now).map((d) => ({
        ...d,
        joined: joined.includes(d.id),
        participants: d.participants + (joined.includes(d.id) ? 1 : 0),
      })),
    });
  },
  candyDropJoin: forUser((context) => {
    const refusal = writeRefusal(context, 'launchpool');
    if (refusal) return refusal;
    const drop = candyDropsAt(context.now).find((d) => d.id === str(context.input['id']));
    if (drop === undefined) return refuse(LAUNCH_CODES.unknown, 'Unknown campaign');
    if (launchPhase(drop, context.now) !== 'live') return refuse(LAUNCH_CODES.notLive, 'This campaign is not open');
    const already = launchOf(context.state).candyDrops.includes(drop.id);
    const answer = ok({ ...drop, joined: true, participants: drop.participants + 1 });
    return already ? answer : withLaunch(answer, (l) => ({ ...l, candyDrops: [...l.candyDrops, drop.id] }));
  }),

  preMarketTokens: (context) => ok({ list: preMarketAt(context.now, context.input['kind'] === 'premint' ? 'premint' : 'pre-market') }),

  strategyBots: (context) =>
    ok({ templates: BOT_TEMPLATES, mine: context.account === null ? [] : [...launchOf(context.state).bots].reverse() }),
  strategyBotCreate: forUser((context) => {
    const refusal = writeRefusal(context, 'strategy_bot');
    if (refusal) return refusal;
    const kind = str(context.input['kind']);
    const symbol = str(context.input['symbol']);
    if (!BOT_SYMBOLS.includes(symbol) || !['spot_grid', 'futures_grid', 'dca'].includes(kind))
      return refuse(LAUNCH_CODES.unknown, 'Unknown market or bot type');
    const investment = str(context.input['investment']);
    if (!positive(investment) || units(investment) < units('10')) return refuse(LAUNCH_CODES.amount, 'The minimum investment is 10 USDT');
    if (units(investment) > units(available(context, 'spot', 'USDT'))) return refuse(LAUNCH_CODES.balance, 'Insufficient balance');
    const launch = launchOf(context.state);
    const bot = {
      id: `bot-${launch.nextId}`,
      kind: kind as 'spot_grid' | 'futures_grid' | 'dca',
      symbol,
      investment: fromUnits(units(investment)),
      roi: '0',
      ...botFromTemplate(kind as 'spot_grid', symbol),
      runs: 0,
      status: 'running' as const,
      created_at: context.now,
    };
    return withLaunch(ok(bot), (l) => ({ ...l, bots: [...l.bots, bot], nextId: l.nextId + 1 }));
  }),
  strategyBotStop: forUser((context) => {
    if (!csrfOk(context.csrf)) return refuse(LAUNCH_CODES.csrf, 'Invalid CSRF token');
    const id = str(context.input['id']);
    const bot = launchOf(context.state).bots.find((b) => b.id === id);
    if (bot === undefined || bot.status !== 'running') return refuse(LAUNCH_CODES.notActive, 'This bot is not running');
    const stopped = { ...bot, status: 'stopped' as const };
    return withLaunch(ok(stopped), (l) => ({ ...l, bots: l.bots.map((b) => (b.id === id ? stopped : b)) }));
  }),
} satisfies Record<string, Responder>;
