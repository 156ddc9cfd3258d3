'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The contract's leverage and margin mode for the user (issue 21, decision 1882); null input: not asked (logged out). */
export const useFuturesSettings = (
  input?: EndpointInput<'futuresSettings'> | null,
  options: EndpointHookOptions<EndpointData<'futuresSettings'>> = {},
) => useEndpoint('futuresSettings', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
