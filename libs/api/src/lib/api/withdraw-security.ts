'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22, spec 01 §3: fund-password frequency and last entry, for the withdrawal step. */
export const useWithdrawSecurity = (options?: EndpointHookOptions<EndpointData<'withdrawSecurity'>>) =>
  useEndpoint('withdrawSecurity', undefined, options);
