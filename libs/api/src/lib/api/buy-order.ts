'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: buy on a live card/bank quote. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useBuyOrder = () => useEndpointMutation('buyOrder', ['walletBalances', 'totalFunds']);
