import type { LeadTrader } from '@exchange/api';

/**
 * The lead-trader list's sorting and filters (issue 25 item 2, 03 §2 `/copytrading`): sort by ROI, PnL, win rate or
 * followers, highest first (ties keep the server's order); filters hide full traders (max followers reached) and
 * traders below a win rate or ROI floor.
 */
export const TRADER_SORTS = ['roi', 'pnl', 'win_rate', 'followers'] as const;
export type TraderSort = (typeof TRADER_SORTS)[number];

export interface TraderFilters {
  /** Only traders who still take followers. */
  openOnly: boolean;
  /** Minimum win rate, percent (0: any). */
  minWinRate: number;
  /** Only traders with a positive ROI. */
  profitableOnly: boolean;
}

export const NO_TRADER_FILTERS: TraderFilters = { openOnly: false, minWinRate: 0, profitableOnly: false };

export const isTraderFull = (trader: Pick<LeadTrader, 'followers' | 'max_followers'>): boolean =>
  trader.max_followers > 0 && trader.followers >= trader.max_followers;

export const parseTraderSort = (value: string | null | undefined): TraderSort =>
  (TRADER_SORTS as readonly string[]).includes(value ?? '') ? (value as TraderSort) : 'roi';

const valueOf = (trader: LeadTrader, sort: TraderSort): number => (sort === 'followers' ? trader.followers : Number(trader[sort]) || 0);

export function listTraders(traders: readonly LeadTrader[], sort: TraderSort, filters: TraderFilters): LeadTrader[] {
  return traders
    .filter((t) => !filters.openOnly || !isTraderFull(t))
    .filter((t) => (Number(t.win_rate) || 0) >= filters.minWinRate)
    .filter((t) => !filters.profitableOnly || (Number(t.roi) || 0) > 0)
    .map((trader, index) => ({ trader, index }))
    .sort((a, b) => valueOf(b.trader, sort) - valueOf(a.trader, sort) || a.index - b.index)
    .map(({ trader }) => trader);
}
