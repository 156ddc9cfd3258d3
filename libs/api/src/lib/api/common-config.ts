'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/**
 * Spec 01 §7 Common config (static JSON): the coin-icon whitelist; a failed fetch gives the built-in whitelist
 * (spec 01 §8, the endpoint's fallback).
 */
export const useCommonConfig = (options?: EndpointHookOptions<EndpointData<'commonConfig'>>) =>
  useEndpoint('commonConfig', undefined, options);
