'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Common config (falls back to the built-in coin icon whitelist). */
export const useCommonConfig = (options?: EndpointHookOptions<EndpointData<'commonConfig'>>) =>
  useEndpoint('commonConfig', undefined, options);
