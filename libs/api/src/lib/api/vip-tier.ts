'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 VIP user tier (falls back to trial tier 0). */
export const useVipTier = (options?: EndpointHookOptions<EndpointData<'vipTier'>>) => useEndpoint('vipTier', undefined, options);
