'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 rebate/get_user_info; spec 03 §6: pass `enabled: isLoggedIn`. */
export const useRebateUserInfo = (options?: EndpointHookOptions<EndpointData<'rebateUserInfo'>>) =>
  useEndpoint('rebateUserInfo', undefined, options);
