'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 ip-penetration/check; run it by passing the input after real-IP detection (null skips). Falls back to result 1 (proceed). */
export const useIpCheck = (input: EndpointInput<'ipCheck'> | null, options: EndpointHookOptions<EndpointData<'ipCheck'>> = {}) =>
  useEndpoint('ipCheck', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
