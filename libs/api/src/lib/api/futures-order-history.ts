'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's finished futures orders, newest first (issue 21, decision 1882); null input: not asked (logged out). */
export const useFuturesOrderHistory = (
  input?: EndpointInput<'futuresOrderHistory'> | null,
  options: EndpointHookOptions<EndpointData<'futuresOrderHistory'>> = {},
) => useEndpoint('futuresOrderHistory', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
