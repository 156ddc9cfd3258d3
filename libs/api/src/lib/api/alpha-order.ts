'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Issue 25: buy an alpha token with USDT; after a fill the balances and the token list are read again. */
export const useAlphaOrder = () => useEndpointMutation('alphaOrder', ['walletBalances', 'alphaTokens']);
