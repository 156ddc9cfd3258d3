import type { MarketKind } from '@exchange/api';

/** The control path that makes every open live stream of a symbol send a bar now, at `price` when given (decision 0411). */
export const marketTickPath = ({ symbol, market = 'spot', price }: { symbol: string; market?: MarketKind; price?: number }): string => {
  const query = new URLSearchParams({ symbol, market });
  if (price !== undefined) query.set('price', String(price));
  return `/_sandbox/market/tick?${query.toString()}`;
};
