'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Open futures orders for the chart order lines (decision 0200). */
export const useFuturesOpenOrders = (
  input?: EndpointInput<'futuresOpenOrders'> | null,
  options: EndpointHookOptions<EndpointData<'futuresOpenOrders'>> = {},
) => useEndpoint('futuresOpenOrders', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
