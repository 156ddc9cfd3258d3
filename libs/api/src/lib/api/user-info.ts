'use client';

import type { EndpointData } from '../endpoints/registry';
import { shouldFetchUserInfo } from '../rules/should-fetch-user-info';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Login user info (skip it on 404, signup, auth, login reset/rebind and bind pages with `enabled: false`). */
export const useUserInfo = (options?: EndpointHookOptions<EndpointData<'userInfo'>>) => useEndpoint('userInfo', undefined, options);

/**
 * The login user's info, skipped where spec 01 §7 says (404, signup, auth, login reset/rebind, bind pages) and for a
 * visitor: the hook every domain layer uses, so no layer fetches it on those pages (issue 23 item 7).
 */
export const useLoginUserInfo = (isLoggedIn: boolean, path: string, options?: EndpointHookOptions<EndpointData<'userInfo'>>) =>
  useUserInfo({ ...options, enabled: (options?.enabled ?? true) && isLoggedIn && shouldFetchUserInfo(path) });
