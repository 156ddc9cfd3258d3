'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the startup sales with the user's commitment. */
export const useStartupProjects = (options?: EndpointHookOptions<EndpointData<'startupProjects'>>) =>
  useEndpoint('startupProjects', undefined, options);
