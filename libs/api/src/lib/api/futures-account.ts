'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** The user's futures account: balance, available, margins (issue 21, decision 1884). */
export const useFuturesAccountInfo = (options: EndpointHookOptions<EndpointData<'futuresAccount'>> = {}) =>
  useEndpoint('futuresAccount', undefined, options);
