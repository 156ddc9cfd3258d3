'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: one lead trader (stats, positions, followers); null when unknown. */
export const useCopyTrader = (input: EndpointInput<'copyTrader'>, options?: EndpointHookOptions<EndpointData<'copyTrader'>>) =>
  useEndpoint('copyTrader', input, options);
