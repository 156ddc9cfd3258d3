'use client';

import type { EndpointData, EndpointInput } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Spec 03 §7 targeted-popup-plan/list: the first plan (data.list[0]) or null. Input null skips. */
export const useTargetedPopupPlan = (
  input: EndpointInput<'targetedPopupPlan'> | null,
  options: EndpointHookOptions<EndpointData<'targetedPopupPlan'>> = {},
) => useEndpoint('targetedPopupPlan', input ?? undefined, { ...options, enabled: input !== null && (options.enabled ?? true) });
