'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Page download links (static JSON, per page h5/web entries); a failed fetch gives `{}`. */
export const useDownloadLinks = (options?: EndpointHookOptions<EndpointData<'downloadLinks'>>) =>
  useEndpoint('downloadLinks', undefined, options);
