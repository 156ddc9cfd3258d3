/** How a futures order reads to its user: what it does to the position (decision 1965). */
export type FuturesOrderSide = 'openLong' | 'openShort' | 'closeLong' | 'closeShort';

/**
 * The side of a futures order in the words of the leading exchanges' futures screens (Binance "Open Long" / "Close
 * Short", OKX "Open long" / "Close short"), not spot's buy/sell: a buy opens a long and a sell a short, unless the order
 * is reduce-only, when a sell closes a long and a buy closes a short. `size` is the signed contract count (buy +,
 * sell −); null for a zero or unreadable size.
 */
export function futuresOrderSide(size: number, reduceOnly: boolean): FuturesOrderSide | null {
  if (!Number.isFinite(size) || size === 0) return null;
  if (reduceOnly) return size > 0 ? 'closeShort' : 'closeLong';
  return size > 0 ? 'openLong' : 'openShort';
}
