'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the candy drop campaigns. */
export const useCandyDrops = (options?: EndpointHookOptions<EndpointData<'candyDrops'>>) => useEndpoint('candyDrops', undefined, options);
