'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 25: confirm a live convert quote; the balances and the history are read again after it. */
export const useConvertAccept = () => useEndpointMutation('convertAccept', ['walletBalances', 'convertHistory']);
