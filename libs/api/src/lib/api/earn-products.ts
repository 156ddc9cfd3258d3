'use client';

import type { EndpointData } from '../endpoints/registry';
import type { EarnKind } from '../schemas/earn';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the products of one earn page (/simple-earn, /lend-earn, /hodl). */
export const useEarnProducts = (kind: EarnKind, options?: EndpointHookOptions<EndpointData<'earnProducts'>>) =>
  useEndpoint('earnProducts', { kind }, options);
