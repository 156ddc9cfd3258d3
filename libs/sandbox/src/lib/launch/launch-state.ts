import type { CopyFollow, StrategyBot } from '@exchange/api';

/** A launchpool stake as the sandbox keeps it: what the rewards need, so a new day never rewrites them. */
export interface SandboxStake {
  pool_id: string;
  stake_currency: string;
  token: string;
  staked: string;
  hourly_rate: string;
  /** Rewards accrued before `since` (a top-up banks them). */
  banked: string;
  since: number;
  /** The pool's end: rewards stop accruing there. */
  end_at: number;
}

/** A startup commitment, with the sale's numbers its allocation needs when the window closes. */
export interface SandboxCommit {
  id: string;
  token: string;
  commit_currency: string;
  amount: string;
  price: string;
  supply: string;
  /** Everyone else's commitments when the user committed. */
  others: string;
  end_at: number;
}

/**
 * What a browser did with copy trading and the launch products (issue 25, decision 1898), kept beside the money
 * state; `applyLaunch` (launch-ledger.ts) turns it into balance changes.
 */
export interface LaunchState {
  follows: CopyFollow[];
  stakes: SandboxStake[];
  commits: SandboxCommit[];
  candyDrops: string[];
  bots: StrategyBot[];
  /** Paid out to spot: unstaked rewards. */
  credits: { currency: string; amount: string }[];
  nextId: number;
}

export const emptyLaunchState = (): LaunchState => ({
  follows: [],
  stakes: [],
  commits: [],
  candyDrops: [],
  bots: [],
  credits: [],
  nextId: 1,
});
