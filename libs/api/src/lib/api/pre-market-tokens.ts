'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: premint or pre-market tokens. */
export const usePreMarketTokens = (
  input: EndpointInput<'preMarketTokens'>,
  options?: EndpointHookOptions<EndpointData<'preMarketTokens'>>,
) => useEndpoint('preMarketTokens', input, options);
