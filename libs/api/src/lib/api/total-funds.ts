'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Total funds (falls back to zeros). */
export const useTotalFunds = (options?: EndpointHookOptions<EndpointData<'totalFunds'>>) => useEndpoint('totalFunds', undefined, options);
