import { fromUnits, toUnits, type SandboxWallet } from '../rules/funds-transfer';
import { HOUR } from './catalog';
import type { LaunchState, SandboxCommit, SandboxStake } from './launch-state';

const UNIT = 100_000_000n;
const units = (value: string): bigint => {
  const negative = value.trim().startsWith('-');
  const u = toUnits(negative ? value.trim().slice(1) : value.trim()) ?? 0n;
  return negative ? -u : u;
};

/** A stake's rewards at `now` (units of 1e-8 of the pool token): banked plus staked × hourly rate × hours accrued. */
export function stakeRewardUnits(stake: SandboxStake, now: number): bigint {
  const until = Math.min(now, stake.end_at);
  const elapsed = BigInt(Math.max(0, until - stake.since));
  return units(stake.banked) + (units(stake.staked) * units(stake.hourly_rate) * elapsed) / (BigInt(HOUR) * UNIT);
}

export const stakeRewards = (stake: SandboxStake, now: number): string => fromUnits(stakeRewardUnits(stake, now));

/** A startup commitment once its window closes: the USDT used (pro rata when oversubscribed) and the tokens allocated. */
export function commitOutcome(commit: SandboxCommit): { used: bigint; tokens: bigint } {
  const amount = units(commit.amount);
  const total = units(commit.others) + amount;
  const cap = (units(commit.price) * units(commit.supply)) / UNIT;
  const used = total <= cap || total === 0n ? amount : (amount * cap) / total;
  const price = units(commit.price);
  return { used, tokens: price === 0n ? 0n : (used * UNIT) / price };
}

const add = (book: Record<string, Record<string, string>>, account: string, currency: string, delta: bigint): void => {
  const holdings = (book[account] ??= {});
  const next = units(holdings[currency] ?? '0') + delta;
  holdings[currency] = fromUnits(next < 0n ? 0n : next);
};

/**
 * The wallet after copy trading and the launch products (issue 25, decision 1898), at `now`: an active copy reserves
 * its amount from futures (futures copies) or spot (spot copies) and a stopped one pays its PnL; a launchpool stake
 * reserves its coin from spot; a startup commitment reserves its USDT until the sale closes, then spends what was
 * filled and credits the tokens; a running bot reserves its investment from spot; rewards paid out are credited.
 */
export function applyLaunch(wallet: SandboxWallet, launch: LaunchState | undefined, now: number): SandboxWallet {
  if (launch === undefined) return wallet;
  const book: Record<string, Record<string, string>> = Object.fromEntries(Object.entries(wallet).map(([k, v]) => [k, { ...v }]));
  for (const follow of launch.follows) {
    const account = follow.mode === 'futures' ? 'futures' : 'spot';
    if (follow.status === 'active') add(book, account, 'USDT', -units(follow.amount));
    else add(book, account, 'USDT', units(follow.pnl));
  }
  for (const stake of launch.stakes) add(book, 'spot', stake.stake_currency, -units(stake.staked));
  for (const commit of launch.commits) {
    if (now < commit.end_at) add(book, 'spot', commit.commit_currency, -units(commit.amount));
    else {
      const outcome = commitOutcome(commit);
      add(book, 'spot', commit.commit_currency, -outcome.used);
      add(book, 'spot', commit.token, outcome.tokens);
    }
  }
  for (const bot of launch.bots) if (bot.status === 'running') add(book, 'spot', 'USDT', -units(bot.investment));
  for (const credit of launch.credits) add(book, 'spot', credit.currency, units(credit.amount));
  return book;
}
