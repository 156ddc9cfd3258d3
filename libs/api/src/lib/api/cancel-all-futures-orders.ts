'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Open orders' cancel all (issue 21); refreshes orders, history and margin. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useCancelAllFuturesOrders = () =>
  useEndpointMutation('cancelAllFuturesOrders', [
    'futuresOpenOrders',
    'futuresOrderHistory',
    'futuresTrades',
    'futuresPositions',
    'futuresFills',
    'futuresAccount',
  ]);
