'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 get-user-plans (alpha banner cards). Input null skips. */
export const useAlphaUserPlans = (
  input?: EndpointInput<'alphaUserPlans'> | null,
  options: EndpointHookOptions<EndpointData<'alphaUserPlans'>> = {},
) => useEndpoint('alphaUserPlans', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
