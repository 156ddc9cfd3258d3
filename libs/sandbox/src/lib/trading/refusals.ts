import { TRADING_ERRORS, type OrderLimitRefusal, type TradingErrorName } from '@exchange/api';

/** A trading refusal: the envelope's code and the exchange's English message (issue 21, decision 1882). */
export interface TradingRefusal {
  code: number;
  message: string;
}

/** The exchange's sentence for a refusal, with the limit broken (the client words it in the user's language from the code). */
export function tradingRefusal(
  error: TradingErrorName,
  detail: { limit?: string; currency?: string; need?: string; have?: string } = {},
): TradingRefusal {
  const code = TRADING_ERRORS[error];
  const limit = detail.limit ?? '';
  const messages: Record<TradingErrorName, string> = {
    invalidOrder: 'Invalid order',
    unknownSymbol: 'Unknown symbol',
    noPosition: 'No open position',
    tpslSide: 'Take profit or stop loss on the wrong side of the mark price',
    insufficientBalance: `Insufficient balance: ${detail.need ?? ''} ${detail.currency ?? ''} needed, ${detail.have ?? ''} available`,
    belowMinAmount: `Amount below the minimum of ${limit}`,
    belowMinNotional: `Order value below the minimum of ${limit} ${detail.currency ?? ''}`.trimEnd(),
    tickSize: `Price must be a multiple of the tick size ${limit}`,
    amountStep: `Amount must be a multiple of the step ${limit}`,
    priceOutsideBand: `Price outside the allowed band: the limit is ${limit}`,
    postOnlyWouldTake: 'A post-only order would trade at once as a taker',
    reduceOnly: 'A reduce-only order may only reduce the position',
    leverageOutOfRange: `Leverage must be between 1x and ${limit}x`,
    marginModeLocked: 'Close the position and cancel open orders before changing the margin mode',
    stopWouldTrigger: `The stop price would trigger at once (last price ${limit})`,
    noLiquidity: 'No liquidity for a market order',
    leverageLocked: 'Close the position before changing the leverage',
    kycRequired: 'Complete identity verification to trade',
  };
  return { code, message: messages[error] };
}

/** The refusal of a broken order limit. */
export const limitRefusal = (refusal: OrderLimitRefusal, quote: string): TradingRefusal =>
  tradingRefusal(refusal.error, { limit: refusal.limit, currency: quote });
