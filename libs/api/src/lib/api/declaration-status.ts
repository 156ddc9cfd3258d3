'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 declaration status (falls back to need-sign); spec 03 §6: only for logged-in Turkey users (`enabled`). */
export const useDeclarationStatus = (options?: EndpointHookOptions<EndpointData<'declarationStatus'>>) =>
  useEndpoint('declarationStatus', undefined, options);
