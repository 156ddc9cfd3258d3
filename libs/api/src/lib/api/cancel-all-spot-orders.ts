'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Open orders' cancel all (issue 21); refreshes orders, history and balances. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useCancelAllSpotOrders = () =>
  useEndpointMutation('cancelAllSpotOrders', ['spotOpenOrders', 'spotOrderHistory', 'spotTrades', 'spotFills', 'walletBalances']);
