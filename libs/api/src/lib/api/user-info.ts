'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Login user info (skip it on 404, signup, auth, login reset/rebind and bind pages with `enabled: false`). */
export const useUserInfo = (options?: EndpointHookOptions<EndpointData<'userInfo'>>) => useEndpoint('userInfo', undefined, options);
