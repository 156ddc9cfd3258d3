'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 user-agreement status (default scene user_agreement). */
export const useAgreementStatus = (
  input?: EndpointInput<'agreementStatus'> | null,
  options: EndpointHookOptions<EndpointData<'agreementStatus'>> = {},
) => useEndpoint('agreementStatus', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
