'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: coins and their networks for deposit and withdraw (falls back to none). */
export const useMoneyCoins = (options?: EndpointHookOptions<EndpointData<'moneyCoins'>>) => useEndpoint('moneyCoins', undefined, options);
