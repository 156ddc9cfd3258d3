'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 22: submit a withdrawal (fund password per frequency + 2FA). `trigger(input)` resolves to `{ ok, data, error }`. */
export const useWithdraw = () => useEndpointMutation('withdraw', ['withdrawals', 'walletBalances', 'withdrawSecurity', 'totalFunds']);
