'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The balances of the user's accounts and sub-accounts (decision 1121; falls back to none). */
export const useWalletBalances = (options?: EndpointHookOptions<EndpointData<'walletBalances'>>) =>
  useEndpoint('walletBalances', undefined, options);
