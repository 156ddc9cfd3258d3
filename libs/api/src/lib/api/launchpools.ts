'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the launchpools. */
export const useLaunchpools = (options?: EndpointHookOptions<EndpointData<'launchpools'>>) =>
  useEndpoint('launchpools', undefined, options);
