'use client';

import { useEndpointMutation } from './use-endpoint-mutation';

/** Sandbox logout (decision 0200); refreshes every read. `trigger(input)` resolves to `{ ok, data, error }`. */
export const useLogout = () => useEndpointMutation('logout', 'all');
