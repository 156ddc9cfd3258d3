'use client';

import type { EndpointData } from '../endpoints/registry';
import { useEndpoint, type EndpointHookOptions } from './use-endpoint';

/** Issue 25: bot templates and the user's bots. */
export const useStrategyBots = (options?: EndpointHookOptions<EndpointData<'strategyBots'>>) =>
  useEndpoint('strategyBots', undefined, options);
