'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 User KYC status (falls back to kyc_status 0). */
export const useKycStatus = (options?: EndpointHookOptions<EndpointData<'kycStatus'>>) => useEndpoint('kycStatus', undefined, options);
