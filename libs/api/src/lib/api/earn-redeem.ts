'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 25: redeem some or all of a position; balances and positions are read again after it. */
export const useEarnRedeem = () => useEndpointMutation('earnRedeem', ['walletBalances', 'earnPositions']);
