'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 user-config (null config on failure). */
export const useUserConfig = (options?: EndpointHookOptions<EndpointData<'userConfig'>>) => useEndpoint('userConfig', undefined, options);
