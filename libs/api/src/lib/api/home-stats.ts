'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 homeStaticTradeData (zero stats on failure). */
export const useHomeStats = (options?: EndpointHookOptions<EndpointData<'homeStats'>>) => useEndpoint('homeStats', undefined, options);
