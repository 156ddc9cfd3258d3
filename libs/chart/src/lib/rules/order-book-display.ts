/**
 * What the trade page's order book draws (issue 21 item 1, spec 02 §9): the levels grouped by a multiple of the
 * symbol's tick size, asks above bids, each level's depth bar, the spread, and which sides are shown. Pure: the
 * panel hands it the live book (best level first, as `useOrderBook` gives it) and draws the answer.
 *
 * Never crossed: bids are grouped down and asks up (a group never promises a better price than its orders), and a
 * bid at or above the best ask (a book that arrived crossed) is dropped, so the best bid stays below the best ask.
 */

/** One level as the live book gives it. */
export interface BookLevelInput {
  price: number;
  size: number;
}

export type BookSideMode = 'both' | 'bids' | 'asks';

export const BOOK_SIDE_MODES: readonly BookSideMode[] = ['both', 'bids', 'asks'];

/** The grouping choices, as multiples of the tick size (0.01 → 0.01, 0.1, 0.5, 1, 10 for BTC/USDT). */
export const GROUPING_MULTIPLES = [1, 10, 50, 100, 1000] as const;

export interface DisplayLevel {
  price: number;
  size: number;
  /** Running total from the best level. */
  total: number;
  /** The depth bar's share of the panel's width, 0–1 (running total over the deepest total shown on either side). */
  depth: number;
}

export interface BookSpread {
  /** Best ask − best bid. */
  value: number;
  /** The spread over the mid price (0.0001 = 0.01 %). */
  ratio: number;
}

export interface BookDisplay {
  /** Best (lowest) first; the panel draws them reversed so the best ask sits next to the spread. */
  asks: DisplayLevel[];
  /** Best (highest) first. */
  bids: DisplayLevel[];
  spread: BookSpread | null;
}

export interface BookDisplayOptions {
  /** The symbol's price decimals (2 → tick 0.01). */
  pricePrecision: number;
  /** Grouping as a multiple of the tick (1 = no grouping). */
  multiple: number;
  mode: BookSideMode;
  /** Rows per side when both are shown; one side alone gets twice as many. */
  rows: number;
}

/** The tick size of a price precision: 2 → 0.01. */
export const tickOf = (pricePrecision: number): number => 10 ** -Math.max(0, pricePrecision);

/** The price step of a grouping choice, rounded to the precision it needs (0.01 × 50 → 0.5). */
export function groupStep(pricePrecision: number, multiple: number): number {
  return Number((tickOf(pricePrecision) * multiple).toFixed(Math.max(0, pricePrecision)));
}

/** The decimals a grouped price needs: 0.5 → 1, 10 → 0. */
export function groupDecimals(pricePrecision: number, multiple: number): number {
  const zeros = Math.floor(Math.log10(multiple) + 1e-9);
  return Math.max(0, pricePrecision - zeros);
}

/**
 * The levels of one side grouped to `multiple` ticks: bids down, asks up. Works in whole ticks so 0.1 + 0.2 never
 * makes a new group; empty and non-positive levels are skipped. Best first.
 */
export function groupLevels(
  levels: readonly BookLevelInput[],
  side: 'bid' | 'ask',
  pricePrecision: number,
  multiple: number,
): BookLevelInput[] {
  const tick = tickOf(pricePrecision);
  const m = Math.max(1, Math.round(multiple));
  const groups = new Map<number, number>();
  for (const { price, size } of levels) {
    if (!(price > 0) || !(size > 0)) continue;
    const ticks = Math.round(price / tick);
    const grouped = side === 'bid' ? Math.floor(ticks / m) * m : Math.ceil(ticks / m) * m;
    groups.set(grouped, (groups.get(grouped) ?? 0) + size);
  }
  const keys = [...groups.keys()].sort((a, b) => (side === 'bid' ? b - a : a - b));
  return keys.map((ticks) => ({ price: Number((ticks * tick).toFixed(Math.max(0, pricePrecision))), size: groups.get(ticks) ?? 0 }));
}

/** The spread of the best levels, or null when a side is empty. */
export function bookSpread(bestBid: number | undefined, bestAsk: number | undefined): BookSpread | null {
  if (bestBid === undefined || bestAsk === undefined || !(bestAsk > 0) || !(bestBid > 0)) return null;
  const value = bestAsk - bestBid;
  return { value, ratio: value / ((bestAsk + bestBid) / 2) };
}

const withTotals = (levels: readonly BookLevelInput[]) => {
  let total = 0;
  return levels.map((l) => {
    total += l.size;
    return { price: l.price, size: l.size, total, depth: 0 };
  });
};

/** The order book as the panel draws it. */
export function bookDisplay(
  book: { bids: readonly BookLevelInput[]; asks: readonly BookLevelInput[] },
  options: BookDisplayOptions,
): BookDisplay {
  const { pricePrecision, multiple, mode } = options;
  const asksGrouped = groupLevels(book.asks, 'ask', pricePrecision, multiple);
  const bestAsk = asksGrouped[0]?.price;
  // Never crossed: a bid at or above the best ask is not shown.
  const bidsGrouped = groupLevels(book.bids, 'bid', pricePrecision, multiple).filter((l) => bestAsk === undefined || l.price < bestAsk);
  const spread = bookSpread(bidsGrouped[0]?.price, bestAsk);
  const rows = mode === 'both' ? options.rows : options.rows * 2;
  const asks = mode === 'bids' ? [] : withTotals(asksGrouped.slice(0, rows));
  const bids = mode === 'asks' ? [] : withTotals(bidsGrouped.slice(0, rows));
  const deepest = Math.max(asks.at(-1)?.total ?? 0, bids.at(-1)?.total ?? 0);
  for (const level of [...asks, ...bids]) level.depth = deepest > 0 ? level.total / deepest : 0;
  return { asks, bids, spread };
}
