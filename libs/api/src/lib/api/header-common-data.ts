'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Header common data (spec 03 common site data). */
export const useHeaderCommonData = (options?: EndpointHookOptions<EndpointData<'headerCommonData'>>) =>
  useEndpoint('headerCommonData', undefined, options);
