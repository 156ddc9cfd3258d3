import type { BuyOrder, BuyQuote, FiatDeposit, P2pOrder, SavedAddress, Withdrawal } from '@exchange/api';
import type { EarnLedger } from '../earn/earn-ledger';
import type { LaunchState } from '../launch/launch-state';
import type { AlphaTrade } from './alpha-trades';
import type { SimulatedDeposit } from './deposits';

/** What a browser did with money in the sandbox (issue 22), beside the funds-transfer wallet. */
export interface MoneyState {
  deposits: SimulatedDeposit[];
  /** Redeemed deposit codes and what they credited. */
  redeemed: { code: string; currency: string; amount: string }[];
  withdrawals: Withdrawal[];
  addresses: SavedAddress[];
  /** When the fund password was last entered correctly (epoch ms), 0 for never. */
  fundpassEnteredAt: number;
  quotes: BuyQuote[];
  buyOrders: BuyOrder[];
  p2pOrders: P2pOrder[];
  /** Alpha buys (issue 25, decision 1903); absent in states written before them. */
  alphaTrades?: AlphaTrade[];
  /** Convert and earn (issue 25): absent until the first quote or subscription. */
  earn?: EarnLedger;
  /** Next id number for anything this browser creates. */
  nextId: number;
  /** Copy trading and the launch products (issue 25, decision 1898); absent: none yet. */
  launch?: LaunchState;
  /** Fiat deposits (decision 1933); a completed one is credited to spot in its fiat. Absent: none yet. */
  fiatDeposits?: FiatDeposit[];
}

export const emptyMoneyState = (): MoneyState => ({
  deposits: [],
  redeemed: [],
  withdrawals: [],
  addresses: [],
  fundpassEnteredAt: 0,
  quotes: [],
  buyOrders: [],
  p2pOrders: [],
  alphaTrades: [],
  nextId: 1,
});
