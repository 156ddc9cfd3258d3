'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 01 §7 Fund-password frequency read (frequency null when unknown). */
export const useFundPasswordFrequency = (options?: EndpointHookOptions<EndpointData<'fundPasswordFrequency'>>) =>
  useEndpoint('fundPasswordFrequency', undefined, options);
