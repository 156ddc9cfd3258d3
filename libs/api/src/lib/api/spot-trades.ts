'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's spot fills with fee and fee coin, newest first (issue 21, decision 1882); null input: not asked (logged out). */
export const useSpotTrades = (input?: EndpointInput<'spotTrades'> | null, options: EndpointHookOptions<EndpointData<'spotTrades'>> = {}) =>
  useEndpoint('spotTrades', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
