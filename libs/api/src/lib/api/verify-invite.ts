'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 verify_invite_info: `{ code }` (0, 10530135, or -1 for any other answer). Input null skips. */
export const useVerifyInvite = (
  input: EndpointInput<'verifyInvite'> | null,
  options: EndpointHookOptions<EndpointData<'verifyInvite'>> = {},
) => useEndpoint('verifyInvite', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
