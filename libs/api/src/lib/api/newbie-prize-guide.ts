'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 welfare/newbiePrizeGuide (shape not shown). */
export const useNewbiePrizeGuide = (options?: EndpointHookOptions<EndpointData<'newbiePrizeGuide'>>) =>
  useEndpoint('newbiePrizeGuide', undefined, options);
