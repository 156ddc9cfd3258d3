'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Sandbox login (decision 0200); refreshes every read. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useLogin = () => useEndpointMutation('login', 'all');
