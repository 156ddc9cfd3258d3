'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's funding payments, newest first (issue 21, decision 1882); null input: not asked (logged out). */
export const useFuturesFundingHistory = (
  input?: EndpointInput<'futuresFundingHistory'> | null,
  options: EndpointHookOptions<EndpointData<'futuresFundingHistory'>> = {},
) => useEndpoint('futuresFundingHistory', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
