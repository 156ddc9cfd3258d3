'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 get_user_tier. */
export const useUserTier = (options?: EndpointHookOptions<EndpointData<'userTier'>>) => useEndpoint('userTier', undefined, options);
