'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Chart quick order (spot); refreshes open spot orders and fills (a market order fills at once). `trigger(input)` resolves to `{ ok, data, error }`. */
export const usePlaceSpotOrder = () =>
  useEndpointMutation('placeSpotOrder', ['spotOpenOrders', 'spotOrderHistory', 'spotTrades', 'spotFills', 'walletBalances']);
