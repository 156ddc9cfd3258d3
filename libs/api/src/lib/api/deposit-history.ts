'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: deposit history (falls back to none). */
export const useDepositHistory = (input: EndpointInput<'depositHistory'>, options?: EndpointHookOptions<EndpointData<'depositHistory'>>) =>
  useEndpoint('depositHistory', input, options);
