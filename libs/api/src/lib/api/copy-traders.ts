'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the lead traders of a mode. */
export const useCopyTraders = (input: EndpointInput<'copyTraders'>, options?: EndpointHookOptions<EndpointData<'copyTraders'>>) =>
  useEndpoint('copyTraders', input, options);
