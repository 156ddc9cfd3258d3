'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: cancel a pending withdrawal. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useCancelWithdrawal = () => useEndpointMutation('cancelWithdrawal', ['withdrawals', 'walletBalances', 'totalFunds']);
