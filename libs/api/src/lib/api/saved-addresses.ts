'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: the withdrawal address book. */
export const useSavedAddresses = (options?: EndpointHookOptions<EndpointData<'savedAddresses'>>) =>
  useEndpoint('savedAddresses', undefined, options);
