'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's finished spot orders (filled, cancelled, rejected), newest first (issue 21, decision 1882); null input: not asked (logged out). */
export const useSpotOrderHistory = (
  input?: EndpointInput<'spotOrderHistory'> | null,
  options: EndpointHookOptions<EndpointData<'spotOrderHistory'>> = {},
) => useEndpoint('spotOrderHistory', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
