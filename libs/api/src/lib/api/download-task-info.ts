'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 dlGetTaskInfo for a const_id (null skips). */
export const useDownloadTaskInfo = (constId: string | number | null, options: EndpointHookOptions<EndpointData<'downloadTaskInfo'>> = {}) =>
  useEndpoint('downloadTaskInfo', constId === null ? undefined : { const_id: constId }, {
    ...options,
    enabled: constId !== null && (options.enabled ?? true),
  });
