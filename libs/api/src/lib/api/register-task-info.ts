'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 getTaskEmbedRegister for a const_id (null skips). */
export const useRegisterTaskInfo = (constId: string | number | null, options: EndpointHookOptions<EndpointData<'registerTaskInfo'>> = {}) =>
  useEndpoint('registerTaskInfo', constId === null ? undefined : { const_id: constId }, {
    ...options,
    enabled: constId !== null && (options.enabled ?? true),
  });
