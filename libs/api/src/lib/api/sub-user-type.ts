'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 get_sub_user_type for a sub-account uid (null skips). A helper GET: `error` is a RetryLaterError when the request fails. */
export const useSubUserType = (subUid: string | number | null, options: EndpointHookOptions<EndpointData<'subUserType'>> = {}) =>
  useEndpoint('subUserType', subUid === null ? undefined : { sub_uid: subUid }, {
    ...options,
    enabled: subUid !== null && (options.enabled ?? true),
  });
