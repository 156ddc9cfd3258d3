'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Compliance check: menu, business, limit, toast, tips. */
export const useComplianceCheck = (options?: EndpointHookOptions<EndpointData<'complianceCheck'>>) =>
  useEndpoint('complianceCheck', undefined, options);
