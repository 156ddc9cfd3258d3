'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: the coins convert and the converter take (indicative USDT prices, minimums, precision). */
export const useConvertCoins = (options?: EndpointHookOptions<EndpointData<'convertCoins'>>) =>
  useEndpoint('convertCoins', undefined, options);
