'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 Menu-config data. */
export const useMenuConfig = (options?: EndpointHookOptions<EndpointData<'menuConfig'>>) => useEndpoint('menuConfig', undefined, options);
