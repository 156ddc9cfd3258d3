'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the user's launchpool stakes and accrued rewards. */
export const useLaunchpoolStakes = (options?: EndpointHookOptions<EndpointData<'launchpoolStakes'>>) =>
  useEndpoint('launchpoolStakes', undefined, options);
