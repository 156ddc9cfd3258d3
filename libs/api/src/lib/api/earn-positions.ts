'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the user's earn positions with the interest accrued so far. */
export const useEarnPositions = (options?: EndpointHookOptions<EndpointData<'earnPositions'>>) =>
  useEndpoint('earnPositions', undefined, options);
