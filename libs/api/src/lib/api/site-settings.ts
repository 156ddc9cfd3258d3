'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 site/settings. */
export const useSiteSettings = (options?: EndpointHookOptions<EndpointData<'siteSettings'>>) =>
  useEndpoint('siteSettings', undefined, options);
