'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Open spot orders for the chart order lines (decision 0200). */
export const useSpotOpenOrders = (
  input?: EndpointInput<'spotOpenOrders'> | null,
  options: EndpointHookOptions<EndpointData<'spotOpenOrders'>> = {},
) => useEndpoint('spotOpenOrders', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
