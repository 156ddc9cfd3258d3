'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's futures fills with fee and realised PnL, newest first (issue 21, decision 1882); null input: not asked (logged out). */
export const useFuturesTrades = (
  input?: EndpointInput<'futuresTrades'> | null,
  options: EndpointHookOptions<EndpointData<'futuresTrades'>> = {},
) => useEndpoint('futuresTrades', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
