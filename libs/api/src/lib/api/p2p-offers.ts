'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: P2P merchant offers. */
export const useP2pOffers = (input: EndpointInput<'p2pOffers'>, options?: EndpointHookOptions<EndpointData<'p2pOffers'>>) =>
  useEndpoint('p2pOffers', input, options);
