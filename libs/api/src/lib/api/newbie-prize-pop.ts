'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 welfare/newbiePrizePop (null: no popup). A helper GET: `error` is a RetryLaterError when the request fails. */
export const useNewbiePrizePop = (options?: EndpointHookOptions<EndpointData<'newbiePrizePop'>>) =>
  useEndpoint('newbiePrizePop', undefined, options);
