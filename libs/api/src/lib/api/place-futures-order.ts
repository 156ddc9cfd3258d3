'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Chart quick order (futures); refreshes open futures orders and positions. `trigger(input)` resolves to `{ ok, data, error }`. */
export const usePlaceFuturesOrder = () =>
  useEndpointMutation('placeFuturesOrder', [
    'futuresOpenOrders',
    'futuresOrderHistory',
    'futuresTrades',
    'futuresPositions',
    'futuresFills',
    'futuresAccount',
  ]);
