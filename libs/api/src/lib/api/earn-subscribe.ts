'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 25: subscribe an amount of the spot balance to a product; balances and positions are read again after it. */
export const useEarnSubscribe = () => useEndpointMutation('earnSubscribe', ['walletBalances', 'earnPositions']);
