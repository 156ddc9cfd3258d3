'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Chart order/position line action (spec 02 §3); refreshes what it changed. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useReverseFuturesPosition = () =>
  useEndpointMutation('reverseFuturesPosition', [
    'futuresOpenOrders',
    'futuresOrderHistory',
    'futuresTrades',
    'futuresPositions',
    'futuresFills',
    'futuresAccount',
  ]);
