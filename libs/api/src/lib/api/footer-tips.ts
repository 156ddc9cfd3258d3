'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Business compliance footer-tips for a sub-site id (null skips the call). */
export const useFooterTips = (subSiteId: number | null, options: EndpointHookOptions<EndpointData<'footerTips'>> = {}) =>
  useEndpoint('footerTips', subSiteId === null ? undefined : { subSiteId }, {
    ...options,
    enabled: subSiteId !== null && (options.enabled ?? true),
  });
