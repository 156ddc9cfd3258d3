'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: withdrawal history (falls back to none). */
export const useWithdrawals = (input: EndpointInput<'withdrawals'>, options?: EndpointHookOptions<EndpointData<'withdrawals'>>) =>
  useEndpoint('withdrawals', input, options);
