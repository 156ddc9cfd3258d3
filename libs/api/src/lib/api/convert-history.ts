'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the user's conversions, newest first. */
export const useConvertHistory = (options?: EndpointHookOptions<EndpointData<'convertHistory'>>) =>
  useEndpoint('convertHistory', undefined, options);
