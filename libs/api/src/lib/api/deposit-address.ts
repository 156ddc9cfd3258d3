'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 22: the deposit address and memo of one network (null on failure). */
export const useDepositAddress = (input: EndpointInput<'depositAddress'>, options?: EndpointHookOptions<EndpointData<'depositAddress'>>) =>
  useEndpoint('depositAddress', input, options);
