'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the user's copies (My copies). */
export const useCopyFollows = (options?: EndpointHookOptions<EndpointData<'copyFollows'>>) =>
  useEndpoint('copyFollows', undefined, options);
