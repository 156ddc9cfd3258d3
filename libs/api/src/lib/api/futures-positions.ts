'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Futures positions for the chart position lines (decision 0200). */
export const useFuturesPositions = (
  input?: EndpointInput<'futuresPositions'> | null,
  options: EndpointHookOptions<EndpointData<'futuresPositions'>> = {},
) => useEndpoint('futuresPositions', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
